import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RiskOverviewBanner } from './RiskOverviewBanner';

describe('RiskOverviewBanner', () => {
  it('shows zero amounts and the trend placeholder before there is data', () => {
    render(<RiskOverviewBanner totals={null} />);
    expect(screen.getByTestId('risk-total').textContent).toContain('$0');
    expect(screen.getByText('Risk Over Time')).toBeTruthy();
    expect(screen.queryByText(/of total/)).toBeNull();
  });

  it('shows the share of total only strictly between 0 and 100 percent', () => {
    render(<RiskOverviewBanner totals={{ total: 200_000, reduction: 50_000, residual: 150_000 }} />);
    expect(screen.getByTestId('risk-total').textContent).toContain('$200.0K');
    expect(screen.getByTestId('risk-reduction').textContent).toContain('25% of total');
    expect(screen.getByTestId('risk-residual').textContent).toContain('75% of total');
  });

  it('hides the share at 100 percent', () => {
    render(<RiskOverviewBanner totals={{ total: 1000, reduction: 0, residual: 1000 }} />);
    expect(screen.queryByText(/of total/)).toBeNull();
  });
});
