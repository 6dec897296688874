import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SITE } from '../content/site';
import { CLOSE_DELAY_MS, MobileNav, OPEN_DELAY_MS } from './mobile-nav';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function openMenu() {
  render(
    <MemoryRouter initialEntries={['/about']}>
      <MobileNav />
    </MemoryRouter>,
  );
  const button = screen.getByRole('button', { name: SITE.ui.menu });
  fireEvent.click(button);
  const menu = screen.getByRole('dialog', { name: SITE.ui.menu }) as HTMLDialogElement;
  return { button, menu };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

it('opens as a native modal dialog that fades in 10 ms later', () => {
  const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
  const { button, menu } = openMenu();
  expect(menu.tagName).toBe('DIALOG');
  expect(showModal.mock.contexts).toEqual([menu]);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(menu.classList.contains('is-visible')).toBe(false);
  wait(OPEN_DELAY_MS - 1);
  expect(menu.classList.contains('is-visible')).toBe(false);
  wait(1);
  expect(menu.classList.contains('is-visible')).toBe(true);
});

it('fades out over 300 ms on Escape, staying modal meanwhile, then returns focus to the Menu button', () => {
  const { button, menu } = openMenu();
  wait(OPEN_DELAY_MS);
  fireEvent.keyDown(menu, { key: 'Escape' });
  expect(menu.classList.contains('is-visible')).toBe(false);
  expect(menu.open).toBe(true);
  wait(CLOSE_DELAY_MS - 1);
  expect(menu.isConnected).toBe(true);
  wait(1);
  expect(menu.isConnected).toBe(false);
  expect(document.querySelector('dialog')).toBeNull();
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(button);
});

it('leaves at once when the browser closes it without asking', () => {
  const { button, menu } = openMenu();
  wait(OPEN_DELAY_MS);
  act(() => menu.close());
  expect(document.querySelector('dialog')).toBeNull();
  expect(document.activeElement).toBe(button);
});

it('closes after its fade when a link is chosen, without pulling focus back to the Menu button', () => {
  const { button, menu } = openMenu();
  wait(OPEN_DELAY_MS);
  fireEvent.click(menu.querySelector('a')!);
  expect(menu.isConnected).toBe(true);
  wait(CLOSE_DELAY_MS);
  expect(menu.isConnected).toBe(false);
  expect(document.activeElement).not.toBe(button);
});
