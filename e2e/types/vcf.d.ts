/** The third-party vCard parser ships no types; only what the specs use is declared. */
declare module 'vcf' {
  interface Property {
    valueOf(): string;
  }
  class vCard {
    static parse(text: string): vCard[];
    get(key: string): Property | Property[];
  }
  export default vCard;
}
