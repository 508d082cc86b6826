import { calculateRoi, competitiveAdvantage, DEFAULT_ROI_INPUTS, ROI_BUSINESS_TYPES, ROI_SLIDERS } from './roi';

describe('calculateRoi (product.md §9)', () => {
  it('returns null until a business type is chosen', () => {
    expect(calculateRoi(DEFAULT_ROI_INPUTS)).toBeNull();
    expect(calculateRoi({ ...DEFAULT_ROI_INPUTS, businessType: 'spaceport' })).toBeNull();
  });

  // Defaults: 50 customers x $25 x 30 days = $37,500 monthly base.
  it.each([
    ['restaurant', { dwellTimeIncrease: 30, customerSatisfactionIncrease: 15, repeatVisitIncrease: 12, customerRetention: 8, revenueIncrease: 18, monthlyBenefit: 6750, yearlyBenefit: 81000, competitiveAdvantage: 'Strong' }],
    ['retail', { dwellTimeIncrease: 40, customerSatisfactionIncrease: 12, repeatVisitIncrease: 10, customerRetention: 7, revenueIncrease: 24, monthlyBenefit: 9000, yearlyBenefit: 108000, competitiveAdvantage: 'Moderate' }],
    ['office', { dwellTimeIncrease: 10, customerSatisfactionIncrease: 20, repeatVisitIncrease: 16, customerRetention: 11, revenueIncrease: 6, monthlyBenefit: 2250, yearlyBenefit: 27000, competitiveAdvantage: 'High' }],
    ['hotel', { dwellTimeIncrease: 20, customerSatisfactionIncrease: 18, repeatVisitIncrease: 14, customerRetention: 10, revenueIncrease: 12, monthlyBenefit: 4500, yearlyBenefit: 54000, competitiveAdvantage: 'Strong' }],
    ['healthcare', { dwellTimeIncrease: 10, customerSatisfactionIncrease: 25, repeatVisitIncrease: 20, customerRetention: 14, revenueIncrease: 6, monthlyBenefit: 2250, yearlyBenefit: 27000, competitiveAdvantage: 'High' }],
    ['automotive', { dwellTimeIncrease: 50, customerSatisfactionIncrease: 22, repeatVisitIncrease: 18, customerRetention: 13, revenueIncrease: 30, monthlyBenefit: 11250, yearlyBenefit: 135000, competitiveAdvantage: 'High' }],
    ['beauty', { dwellTimeIncrease: 20, customerSatisfactionIncrease: 16, repeatVisitIncrease: 13, customerRetention: 9, revenueIncrease: 12, monthlyBenefit: 4500, yearlyBenefit: 54000, competitiveAdvantage: 'Strong' }],
    ['fitness', { dwellTimeIncrease: 10, customerSatisfactionIncrease: 14, repeatVisitIncrease: 11, customerRetention: 8, revenueIncrease: 6, monthlyBenefit: 2250, yearlyBenefit: 27000, competitiveAdvantage: 'Moderate' }],
  ])('%s at the defaults', (businessType, expected) => {
    expect(calculateRoi({ ...DEFAULT_ROI_INPUTS, businessType })).toEqual(expected);
  });

  it('covers every type of the table', () => {
    expect(ROI_BUSINESS_TYPES).toEqual(['restaurant', 'retail', 'office', 'hotel', 'healthcare', 'automotive', 'beauty', 'fitness']);
  });

  it('scales the benefit with customers and spending, rounding the monthly benefit', () => {
    const r = calculateRoi({ ...DEFAULT_ROI_INPUTS, businessType: 'retail', dailyCustomers: 10, averageSpending: 5 });
    expect(r!.monthlyBenefit).toBe(360); // 10 x 5 x 30 = 1500; x 24% = 360
    const odd = calculateRoi({ ...DEFAULT_ROI_INPUTS, businessType: 'office', dailyCustomers: 10, averageSpending: 5 });
    expect(odd!.monthlyBenefit).toBe(90); // 1500 x 6%
    expect(odd!.yearlyBenefit).toBe(1080);
  });

  it('ignores dwell time and current satisfaction, as the product.md §9 formulas do', () => {
    const a = calculateRoi({ ...DEFAULT_ROI_INPUTS, businessType: 'hotel' });
    const b = calculateRoi({ ...DEFAULT_ROI_INPUTS, businessType: 'hotel', averageDwellTime: 180, currentSatisfaction: 30 });
    expect(b).toEqual(a);
  });

  it('rates competitive advantage: High >= 20, Strong 15-19, otherwise Moderate', () => {
    expect([25, 20, 19, 15, 14, 0].map(competitiveAdvantage)).toEqual(['High', 'High', 'Strong', 'Strong', 'Moderate', 'Moderate']);
  });

  it('has the slider ranges and defaults of product.md §3/§5', () => {
    expect(ROI_SLIDERS).toEqual({
      dailyCustomers: { min: 10, max: 500, step: 10, default: 50 },
      averageDwellTime: { min: 5, max: 180, step: 5, default: 30 },
      averageSpending: { min: 5, max: 200, step: 5, default: 25 },
      currentSatisfaction: { min: 30, max: 100, step: 5, default: 70 },
    });
  });
});
