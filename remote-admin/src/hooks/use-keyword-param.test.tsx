import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useKeywordParam } from './use-keyword-param';

/** The hook with the router's address beside it, starting at `path`. */
function renderAt(path: string) {
  const onChange = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  const view = renderHook(() => {
    const location = useLocation();
    return { param: useKeywordParam(onChange), address: `${location.pathname}${location.search}`, how: useNavigationType(), navigate: useNavigate() };
  }, { wrapper });
  return { ...view, onChange };
}

describe('useKeywordParam', () => {
  it('reads the keyword of the address, trimmed, and is empty without one', () => {
    expect(renderAt('/ops/payment-review?keyword=%20PO20261120000103%20').result.current.param[0]).toBe('PO20261120000103');
    expect(renderAt('/ops/payment-review').result.current.param[0]).toBe('');
  });

  it('writes a search into the address in place, keeping its other parameters, and an empty one removes it', () => {
    const { result, onChange } = renderAt('/ops/Shipping?lang=vi&keyword=SH1');
    act(() => result.current.param[1]('Phạm'));
    expect(result.current.address).toBe('/ops/Shipping?lang=vi&keyword=Ph%E1%BA%A1m');
    expect(result.current.how).toBe('REPLACE');
    expect(result.current.param[0]).toBe('Phạm');
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => result.current.param[1](''));
    expect(result.current.address).toBe('/ops/Shipping?lang=vi');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('tells the page when the address’s keyword changes under it, and only then', () => {
    const { result, rerender, onChange } = renderAt('/ops/order-accept?keyword=PO1');
    rerender();
    expect(onChange).not.toHaveBeenCalled();
    act(() => { void result.current.navigate('/ops/order-accept?keyword=PO2'); });
    expect(result.current.param[0]).toBe('PO2');
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => { void result.current.navigate('/ops/order-accept?keyword=PO2&lang=en'); });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps its keyword while another page is shown and the portal keeps this one mounted, hidden', () => {
    const { result, onChange } = renderAt('/ops/order-accept?keyword=PO1');
    act(() => { void result.current.navigate('/system/user?keyword=admin'); });
    expect(result.current.param[0]).toBe('PO1');
    act(() => { void result.current.navigate('/ops/payment-review'); });
    expect(result.current.param[0]).toBe('PO1');
    expect(onChange).not.toHaveBeenCalled();
    // Back on its tag, whose link holds the address it was left at.
    act(() => { void result.current.navigate('/ops/order-accept?keyword=PO1'); });
    expect(result.current.param[0]).toBe('PO1');
    expect(onChange).not.toHaveBeenCalled();
  });
});
