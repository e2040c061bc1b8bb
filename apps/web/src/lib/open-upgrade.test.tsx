import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useOpenUpgrade, type UpgradeState } from './open-upgrade';

afterEach(cleanup);

/** A page at `entry` that can open the upgrade dialog and go back; `at()` is where the history is. */
function pageAt(entry: string) {
  let current = { path: '', state: undefined as unknown };
  let open: (s?: UpgradeState) => void = () => undefined;
  let navigate: NavigateFunction = () => undefined;
  function Page() {
    const location = useLocation();
    current = { path: `${location.pathname}${location.search}${location.hash}`, state: location.state };
    open = useOpenUpgrade();
    navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Page />
    </MemoryRouter>,
  );
  return {
    at: () => current,
    open: (state: UpgradeState) => act(() => open(state)),
    back: () => act(() => void navigate(-1)),
  };
}

describe('useOpenUpgrade', () => {
  it('opens #upgrade over the page, keeping its query', () => {
    const page = pageAt('/admin/business?businessId=b1');
    page.open({ upgradeBusinessId: 'b1' });
    expect(page.at()).toEqual({
      path: '/admin/business?businessId=b1#upgrade',
      state: { upgradeBusinessId: 'b1' },
    });
    page.back();
    expect(page.at().path).toBe('/admin/business?businessId=b1');
  });

  it('a purchase step is a second entry, so Back closes the step, then the dialog', () => {
    const editor = '/customer/pdf-card-templates?businessId=b1&pdfCardNo=7';
    const page = pageAt(editor);
    page.open({ pdfCardNo: 7, upgradeLayer: 'pdf-card' });
    expect(page.at()).toEqual({
      path: `${editor}#upgrade`,
      state: { pdfCardNo: 7, upgradeLayer: 'pdf-card' },
    });
    page.back();
    expect(page.at()).toEqual({ path: `${editor}#upgrade`, state: { pdfCardNo: 7 } });
    page.back();
    expect(page.at().path).toBe(editor);
  });
});
