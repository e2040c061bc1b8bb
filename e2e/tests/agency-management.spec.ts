import { test, expect } from '../support/fixtures';
import { DEMO_STAFF } from '../support/accounts';
import { signInStaff } from '../support/api';

/**
 * Issue 4: "Agency Management billing for superadmin": the superadmin picks any agency on the
 * platform (GET /api/v1/agency/list) and sees that agency's bill.
 */
test('the superadmin chooses another agency in Agency Management and sees its bill', async ({ page }) => {
  await signInStaff(page.request, DEMO_STAFF.superadminAdmin.phoneNumber);
  await page.goto('/panel/admin/agency-management');
  const chooser = page.getByRole('combobox', { name: 'Agency' });
  await expect(chooser).toHaveText('Demo Agency');
  // Demo Agency's bill holds at least the demo card (other tests may add cards).
  const bill = page.getByRole('region', { name: 'Monthly bill' });
  await expect(bill).toContainText(/[1-9]\d* cards? ×/);

  await chooser.click();
  // Agencies made by other specs (new-agency.spec.ts) may be listed too, in name order.
  await expect(page.getByRole('option')).toContainText(['Demo Agency', 'Solo Cards']);
  await page.getByRole('option', { name: 'Solo Cards' }).click();
  await expect(chooser).toHaveText('Solo Cards');
  await expect(bill).toContainText('0 cards ×');
  await expect(bill).toContainText("No cards in this month's bill.");
  await expect(page.getByText('The list of agencies is not available')).toHaveCount(0);
});
