import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';

/** A service-worker container as the browser has it: a controller or none, register, controllerchange. */
function fakeContainer(controlled: boolean) {
  const target = new EventTarget();
  const registration = { update: vi.fn(() => Promise.resolve()) };
  const container = Object.assign(target, {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  return { container: container as unknown as ServiceWorkerContainer, register: container.register, target };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site', () => {
    const { container, register } = fakeContainer(false);
    registerServiceWorker(container, vi.fn());
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', type: 'classic' });
  });

  it('reloads once when a new worker takes over a page a worker controlled', () => {
    const { container, target } = fakeContainer(true);
    const reload = vi.fn();
    registerServiceWorker(container, reload);
    target.dispatchEvent(new Event('controllerchange'));
    target.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker takes over, but on the next version', () => {
    const { container, target } = fakeContainer(false);
    const reload = vi.fn();
    registerServiceWorker(container, reload);
    target.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing where there are no service workers', () => {
    expect(() => registerServiceWorker(undefined, vi.fn())).not.toThrow();
  });
});
