import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@powernest/shared-ui/router';
import { renderWithProviders } from '../../../../app-config/jest/renderWithProviders';
import RemoteRoutes from '../../Routes';

// What the page shows, written out by hand from product.md §9 (not computed with the domain code):
// per type the rates, then the monthly/yearly benefit at the defaults (50 customers x $25),
// at the slider minimums (10 x $5) and at the maximums (500 x $200).
interface Expected {
  type: string;
  label: string;
  dwell: number;
  satisfaction: number;
  repeat: number;
  retention: number;
  revenue: number;
  advantage: string;
  /** [monthly, yearly] */
  defaults: [string, string];
  min: [string, string];
  max: [string, string];
}

const EXPECTED: Expected[] = [
  { type: 'restaurant', label: 'Restaurant/Café', dwell: 30, satisfaction: 15, repeat: 12, retention: 8, revenue: 18, advantage: 'Strong', defaults: ['$6,750', '$81,000'], min: ['$270', '$3,240'], max: ['$540,000', '$6,480,000'] },
  { type: 'retail', label: 'Retail Store', dwell: 40, satisfaction: 12, repeat: 10, retention: 7, revenue: 24, advantage: 'Moderate', defaults: ['$9,000', '$108,000'], min: ['$360', '$4,320'], max: ['$720,000', '$8,640,000'] },
  { type: 'office', label: 'Office/Co-working', dwell: 10, satisfaction: 20, repeat: 16, retention: 11, revenue: 6, advantage: 'High', defaults: ['$2,250', '$27,000'], min: ['$90', '$1,080'], max: ['$180,000', '$2,160,000'] },
  { type: 'hotel', label: 'Hotel/Hospitality', dwell: 20, satisfaction: 18, repeat: 14, retention: 10, revenue: 12, advantage: 'Strong', defaults: ['$4,500', '$54,000'], min: ['$180', '$2,160'], max: ['$360,000', '$4,320,000'] },
  { type: 'healthcare', label: 'Healthcare', dwell: 10, satisfaction: 25, repeat: 20, retention: 14, revenue: 6, advantage: 'High', defaults: ['$2,250', '$27,000'], min: ['$90', '$1,080'], max: ['$180,000', '$2,160,000'] },
  { type: 'automotive', label: 'Automotive', dwell: 50, satisfaction: 22, repeat: 18, retention: 13, revenue: 30, advantage: 'High', defaults: ['$11,250', '$135,000'], min: ['$450', '$5,400'], max: ['$900,000', '$10,800,000'] },
  { type: 'beauty', label: 'Beauty/Salon', dwell: 20, satisfaction: 16, repeat: 13, retention: 9, revenue: 12, advantage: 'Strong', defaults: ['$4,500', '$54,000'], min: ['$180', '$2,160'], max: ['$360,000', '$4,320,000'] },
  { type: 'fitness', label: 'Fitness/Gym', dwell: 10, satisfaction: 14, repeat: 11, retention: 8, revenue: 6, advantage: 'Moderate', defaults: ['$2,250', '$27,000'], min: ['$90', '$1,080'], max: ['$180,000', '$2,160,000'] },
];

const SLIDER_NAMES = ['Daily Customers', 'Average Visit Time', 'Average Spending per Customer', 'Current Customer Satisfaction'];

/** The address bar's query, as the router has it. */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

async function renderAt(path: string) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <>
      <RemoteRoutes />
      <Address />
    </>,
    path,
  );
  await screen.findByRole('heading', { level: 1, name: 'ROI Calculator' });
  return user;
}

const businessType = () => screen.getByRole('combobox', { name: 'Business Type' });

async function renderAndChoose(label?: string) {
  const user = await renderAt('/roi-calculator');
  if (label) await user.selectOptions(businessType(), label);
  return user;
}

async function moveAllSliders(user: ReturnType<typeof userEvent.setup>, key: '{Home}' | '{End}') {
  // One walk over the page for the four sliders (each getByRole by name walks the whole MUI page,
  // computing every element's role and name); each is still checked to be the slider it should be.
  const sliders = screen.getAllByRole('slider');
  expect(sliders).toHaveLength(SLIDER_NAMES.length);
  for (const [i, name] of SLIDER_NAMES.entries()) {
    expect(sliders[i]).toHaveAccessibleName(name);
    act(() => sliders[i].focus());
    await user.keyboard(key);
  }
}

function shown(id: string) {
  return screen.getByTestId(`roi-${id}`).textContent;
}

function expectRates({ dwell, satisfaction, repeat, retention, revenue, advantage }: Expected) {
  expect(shown('dwellTimeIncrease')).toBe(`+${dwell}%`);
  expect(shown('customerSatisfactionIncrease')).toBe(`+${satisfaction}%`);
  expect(shown('repeatVisitIncrease')).toBe(`+${repeat}%`);
  expect(shown('customerRetention')).toBe(`+${retention}%`);
  expect(shown('revenueIncrease')).toBe(`+${revenue}%`);
  expect(shown('competitiveAdvantage')).toBe(advantage);
  expect(shown('partnershipValue')).toBe('$4,000+ FREE');
}

describe('ROI calculator page', () => {
  it('asks for a business type first: required native select, "Select Your Business Type" prompt, no numbers', async () => {
    await renderAndChoose();
    // The required mark is in the visible label (MUI hides the "*" from the accessible name).
    expect(document.querySelector('#roi-business-type-label')).toHaveTextContent('Business Type *');
    // A native <select>: it opens on the first tap, before the page's code runs.
    expect(businessType().tagName).toBe('SELECT');
    expect(businessType()).toBeRequired();
    expect(businessType()).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Select Your Business Type' })).toBeInTheDocument();
    expect(screen.queryByTestId('roi-monthlyBenefit')).not.toBeInTheDocument();
  });

  it('offers the eight business types of the ROI table with their labels', async () => {
    await renderAndChoose();
    const options = within(businessType()).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Choose your business type', ...EXPECTED.map((r) => r.label)]);
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['', ...EXPECTED.map((r) => r.type)]);
  });

  it('is a GET form to the calculator with its fields named as the ROI inputs and a Calculate button', async () => {
    await renderAndChoose();
    const form = businessType().closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/roi-calculator');
    expect(within(form).getByRole('button', { name: 'Calculate' })).toHaveAttribute('type', 'submit');
    expect(Array.from(new FormData(form).keys())).toEqual([
      'businessType',
      'dailyCustomers',
      'averageDwellTime',
      'averageSpending',
      'currentSatisfaction',
    ]);
  });

  it('has four number inputs, each enhanced by a keyboard slider, with the product.md §5 ranges, §3 defaults and values read out', async () => {
    await renderAndChoose();
    const expected = [
      ['Daily Customers', '10', '500', '10', '50', '50 customers per day'],
      ['Average Visit Time', '5', '180', '5', '30', '30 minutes'],
      ['Average Spending per Customer', '5', '200', '5', '25', '25 dollars'],
      ['Current Customer Satisfaction', '30', '100', '5', '70', '70 percent'],
    ];
    for (const [name, min, max, step, value, text] of expected) {
      const slider = screen.getByRole('slider', { name });
      expect(slider).toHaveAttribute('min', min);
      expect(slider).toHaveAttribute('max', max);
      expect(slider).toHaveAttribute('step', step);
      expect(slider).toHaveValue(value);
      expect(slider).toHaveAttribute('aria-valuetext', text);
      const number = screen.getByRole('spinbutton', { name });
      expect(number).toHaveAttribute('type', 'number');
      expect(number).toHaveAttribute('min', min);
      expect(number).toHaveAttribute('max', max);
      expect(number).toHaveAttribute('step', step);
      expect(number).toHaveValue(Number(value));
    }
  });

  const CASES = EXPECTED.map((row) => [row.type, row] as const);

  // Every type at the defaults, then with every slider at its minimum and at its maximum.
  const SETTINGS = [
    ['at the defaults', undefined, 'defaults', 'Based on 50 customers a day spending $25 on average.'],
    ['with every slider at its minimum', '{Home}', 'min', 'Based on 10 customers a day spending $5 on average.'],
    ['with every slider at its maximum', '{End}', 'max', 'Based on 500 customers a day spending $200 on average.'],
  ] as const;

  describe.each(SETTINGS)('%s', (_setting, key, figures, basis) => {
    it.each(CASES)('%s shows the product.md §9 results', async (_type, row) => {
      const user = await renderAndChoose(row.label);
      if (key) await moveAllSliders(user, key);
      expectRates(row);
      const [monthly, yearly] = row[figures];
      expect(shown('monthlyBenefit')).toBe(monthly);
      expect(shown('yearlyBenefit')).toBe(yearly);
      expect(screen.getByTestId('roi-basis')).toHaveTextContent(basis);
    });
  });

  it('recalculates as a slider moves one step, and shows the new slider value', async () => {
    const user = await renderAndChoose('Retail Store');
    expect(shown('monthlyBenefit')).toBe('$9,000');
    const customers = screen.getByRole('slider', { name: 'Daily Customers' });
    act(() => customers.focus());
    await user.keyboard('{ArrowRight}');
    expect(customers).toHaveAttribute('aria-valuetext', '60 customers per day');
    expect(screen.getByRole('spinbutton', { name: 'Daily Customers' })).toHaveValue(60);
    expect(shown('monthlyBenefit')).toBe('$10,800'); // 60 x $25 x 30 x 24%
    expect(shown('yearlyBenefit')).toBe('$129,600');
  });

  it('recalculates as a number is typed, and moves its slider', async () => {
    const user = await renderAndChoose('Retail Store');
    const spending = screen.getByRole('spinbutton', { name: 'Average Spending per Customer' });
    await user.clear(spending);
    await user.type(spending, '40');
    expect(screen.getByRole('slider', { name: 'Average Spending per Customer' })).toHaveAttribute('aria-valuetext', '40 dollars');
    expect(shown('monthlyBenefit')).toBe('$14,400'); // 50 x $40 x 30 x 24%
  });

  it('clamps a typed number to its range when the field is left', async () => {
    const user = await renderAndChoose('Retail Store');
    const customers = screen.getByRole('spinbutton', { name: 'Daily Customers' });
    await user.clear(customers);
    await user.type(customers, '5000');
    expect(shown('monthlyBenefit')).toBe('$90,000'); // 500 x $25 x 30 x 24%
    await user.tab();
    expect(customers).toHaveValue(500);
  });

  it('shows the results for the inputs in the address (what the server renders)', async () => {
    await renderAt('/roi-calculator?businessType=automotive&dailyCustomers=120&averageDwellTime=45&averageSpending=15&currentSatisfaction=80');
    expect(businessType()).toHaveValue('automotive');
    expect(screen.getByRole('spinbutton', { name: 'Daily Customers' })).toHaveValue(120);
    expect(screen.getByRole('slider', { name: 'Average Visit Time' })).toHaveAttribute('aria-valuetext', '45 minutes');
    expect(shown('monthlyBenefit')).toBe('$16,200'); // 120 x $15 x 30 x 30%
    expect(shown('yearlyBenefit')).toBe('$194,400');
    expect(shown('competitiveAdvantage')).toBe('High');
  });

  it('mends what the address gets wrong: unknown type, text, out-of-range numbers', async () => {
    await renderAt('/roi-calculator?businessType=spaceport&dailyCustomers=lots&averageDwellTime=-3&averageSpending=1e9');
    expect(businessType()).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Select Your Business Type' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Daily Customers' })).toHaveValue(50); // the default
    expect(screen.getByRole('spinbutton', { name: 'Average Visit Time' })).toHaveValue(5); // the minimum
    expect(screen.getByRole('spinbutton', { name: 'Average Spending per Customer' })).toHaveValue(200); // the maximum
    expect(screen.getByRole('spinbutton', { name: 'Current Customer Satisfaction' })).toHaveValue(70);
  });

  it('keeps the address in step with the form (replace), so a reload shows the same results', async () => {
    const user = await renderAndChoose();
    expect(screen.getByTestId('address')).toHaveTextContent(/^$/); // a first visit's address stays bare
    await user.selectOptions(businessType(), 'Hotel/Hospitality');
    await waitFor(() =>
      expect(screen.getByTestId('address')).toHaveTextContent(
        '?businessType=hotel&dailyCustomers=50&averageDwellTime=30&averageSpending=25&currentSatisfaction=70',
      ),
    );
    // Calculate settles it at once and takes the visitor to the results.
    const customers = screen.getByRole('spinbutton', { name: 'Daily Customers' });
    await user.clear(customers);
    await user.type(customers, '80');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByTestId('address')).toHaveTextContent('dailyCustomers=80');
    expect(screen.getByTestId('roi-results')).toHaveFocus();
    expect(shown('monthlyBenefit')).toBe('$7,200'); // 80 x $25 x 30 x 12%
  });

  it('links to the application and testimonials in the header, and to application and process at the end', async () => {
    await renderAndChoose('Hotel/Hospitality');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/partnership-application', '/testimonials', '/partnership-application', '/partnership-process']);
    const results = screen.getByTestId('roi-results');
    for (const title of ['Projected Benefits', 'Revenue Impact', 'Additional Benefits', 'Partnership Value']) {
      expect(within(results).getByRole('heading', { name: title })).toBeInTheDocument();
    }
  });
});
