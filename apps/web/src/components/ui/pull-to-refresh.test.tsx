import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PullToRefresh } from './pull-to-refresh';

function setup(props: Partial<Parameters<typeof PullToRefresh>[0]> = {}) {
  const onRefresh = vi.fn(() => Promise.resolve());
  render(
    <PullToRefresh onRefresh={onRefresh} minRefreshMs={50} {...props}>
      <p>Contenido</p>
    </PullToRefresh>,
  );
  const area = screen.getByText('Contenido').parentElement!;
  const indicator = area.firstElementChild as HTMLElement;
  const touch = (clientY: number) => ({ touches: [{ clientX: 10, clientY }] });
  return {
    onRefresh,
    indicator,
    start: (y = 0) => fireEvent.touchStart(area, touch(y)),
    move: (y: number) => fireEvent.touchMove(area, touch(y)),
    end: () => fireEvent.touchEnd(area, { touches: [] }),
  };
}

describe('PullToRefresh', () => {
  it('hints while pulling, asks to let go past the threshold and caps the drag', () => {
    const { start, move, indicator } = setup();
    start(100);
    move(140);
    expect(screen.getByRole('status')).toHaveTextContent('Arrastra para actualizar');
    expect(indicator.style.height).toBe('40px');
    move(181);
    expect(screen.getByRole('status')).toHaveTextContent('Suelta para actualizar');
    move(600);
    expect(indicator.style.height).toBe('150px');
  });

  it('refreshes when let go past 80 px and shows Actualizando... until done', async () => {
    const { start, move, end, onRefresh } = setup();
    start(0);
    move(120);
    end();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Actualizando...');
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('does nothing when let go at or before the threshold', () => {
    const { start, move, end, onRefresh, indicator } = setup();
    start(0);
    move(80);
    end();
    expect(onRefresh).not.toHaveBeenCalled();
    expect(indicator.style.height).toBe('0px');
  });

  it('takes its own threshold, cap and labels (the loans screen: 80 and below 120)', () => {
    const { start, move, indicator } = setup({ threshold: 80, maxPull: 119, labels: { release: 'Soltá' } });
    start(0);
    move(400);
    expect(indicator.style.height).toBe('119px');
    expect(screen.getByRole('status')).toHaveTextContent('Soltá');
  });

  it('only starts at the top of the page', () => {
    const atTop = { value: false };
    const first = setup({ isAtTop: () => atTop.value });
    first.start(0);
    first.move(200);
    first.end();
    expect(first.onRefresh).not.toHaveBeenCalled();
    expect(first.indicator.style.height).toBe('0px');
  });

  it('does not start while disabled', () => {
    const { start, move, end, onRefresh } = setup({ disabled: true });
    start(0);
    move(200);
    end();
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
