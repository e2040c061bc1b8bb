/** Minimal types for the third-party `vcf` parser, used only to read our vCards back in tests. */
declare module 'vcf' {
  interface Property {
    valueOf(): string;
  }
  export default class VCard {
    parse(text: string): VCard;
    get(key: string): Property | Property[] | undefined;
  }
}
