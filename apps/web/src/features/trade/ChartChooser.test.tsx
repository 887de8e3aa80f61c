import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { ChartChooser } from './ChartChooser.tsx';
import { useChartSettings } from './chart-settings-store.ts';

await initI18n('en');

beforeEach(() => useChartSettings.setState({ type: 'candles', indicators: [] }));
afterEach(cleanup);

describe('the chart chooser in the period bar', () => {
  it('chooses the chart type and turns indicators on and off, in a fixed order', () => {
    render(<ChartChooser />);
    expect(screen.queryByTestId('chart-chooser-menu')).toBeNull();
    fireEvent.click(screen.getByTestId('chart-chooser'));
    fireEvent.click(screen.getByTestId('chart-type-area'));
    fireEvent.click(screen.getByTestId('indicator-macd'));
    fireEvent.click(screen.getByTestId('indicator-sma'));
    expect(useChartSettings.getState()).toMatchObject({
      type: 'area',
      indicators: ['sma', 'macd'],
    });
    expect(screen.getByTestId('indicator-sma').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('indicator-sma'));
    expect(useChartSettings.getState().indicators).toEqual(['macd']);
  });

  it('closes on Escape and on a press outside it', () => {
    render(<ChartChooser />);
    fireEvent.click(screen.getByTestId('chart-chooser'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('chart-chooser-menu')).toBeNull();
    fireEvent.click(screen.getByTestId('chart-chooser'));
    fireEvent.pointerDown(document.body);
    expect(screen.queryByTestId('chart-chooser-menu')).toBeNull();
  });

  it('reads back only what it knows from what the browser stored', async () => {
    localStorage.setItem(
      'tp.chart',
      JSON.stringify({
        state: { type: 'renko', indicators: ['rsi', 'ichimoku', 'ema'] },
        version: 0,
      }),
    );
    await useChartSettings.persist.rehydrate();
    expect(useChartSettings.getState()).toMatchObject({
      type: 'candles',
      indicators: ['ema', 'rsi'],
    });
    localStorage.removeItem('tp.chart');
  });
});
