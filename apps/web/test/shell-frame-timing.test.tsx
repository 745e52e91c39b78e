import {
  gatewayPrefixUrl,
  getAccodeandUccCall,
  helpDocumentResource,
  searchBoxWfmModuleListCall,
} from '@cdesk/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enabled } from './frame-fixtures';
import { deskReplies, mockGateway, seedLoggedIn } from './gateway-mock';
import { renderApp } from './render-app';

async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function openDesk(path = '/', storedAccode?: string) {
  seedLoggedIn();
  if (storedAccode !== undefined) {
    localStorage.setItem('cdesk:frame', JSON.stringify({ selectedAccode: storedAccode }));
  }
  const calls = mockGateway(deskReplies());
  const app = await renderApp(path, { fakeTimers: true });
  await waitFor(() => expect(calls.some((call) => call.to === getAccodeandUccCall)).toBe(true));
  return { ...app, calls };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('account codes (spec 1 section 4.5)', () => {
  it('selects the first code two seconds after the header mounts', async () => {
    const { store } = await openDesk();
    await tick(500);
    expect(store.getState().frame?.selectedAccode).toBe('');
    await tick(1600);
    expect(store.getState().frame?.selectedAccode).toBe('AC5000001');
    const selector = await screen.findByRole('combobox', { name: 'Showing for' });
    expect(
      within(selector)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Investors', 'Asha Verma (Self)', 'Rohit Verma (Spouse)']);
    expect(JSON.parse(localStorage.getItem('cdesk:frame') ?? '{}')).toEqual({
      selectedAccode: 'AC5000001',
    });
  });

  it('keeps the stored choice when it is still one of the codes', async () => {
    const { store, user } = await openDesk('/', 'ALL');
    await tick(2100);
    expect(store.getState().frame?.selectedAccode).toBe('ALL');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Showing for' }),
      'Rohit Verma (Spouse)',
    );
    expect(store.getState().frame?.selectedAccode).toBe('AC5000101');
  });

  it('replaces a stored code the investor no longer has with the first', async () => {
    const { store } = await openDesk('/', 'AC9999999');
    await tick(2100);
    expect(store.getState().frame?.selectedAccode).toBe('AC5000001');
  });
});

describe('the search box (spec 1 sections 4.5 and 9)', () => {
  it('dispatches results a second after typing, clamps help text and cuts file names', async () => {
    const { user, calls } = await openDesk();
    expect(calls.find((call) => call.to === searchBoxWfmModuleListCall)?.body).toEqual({
      projectId: 584,
      needSearchBoxData: 'yes',
      projectName: 'cdesk',
    });
    const box = await enabled('combobox', 'Search the desk');
    await user.type(box, 'sip');
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getByText('Searching…')).toBeInTheDocument();

    await tick(1000);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Purchase/Buy/SIP']);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(screen.getByText(/^Invest a lump sum .*…$/).textContent!.length).toBeLessThanOrEqual(
      161,
    );
    await user.click(more);
    expect(screen.getByText(/pays the later instalments\.$/)).toBeInTheDocument();

    const files = within(screen.getByRole('list', { name: 'Help files for Purchase/Buy/SIP' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(files).toEqual([
      ['How to s…', gatewayPrefixUrl(helpDocumentResource, 'how-to-start-a-sip.pdf')],
      ['Mandate', gatewayPrefixUrl(helpDocumentResource, 'mandate.pdf')],
    ]);
  });

  it('opens the highlighted result with Enter and closes with Esc', async () => {
    const { user, router } = await openDesk('/contact');
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    const box = await enabled('combobox', 'Search the desk');
    await user.type(box, 'holdings');
    await tick(1000);
    await screen.findByRole('option', { name: 'Portfolio' });
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(seen).toContain('/portfolio'));
    expect((box as HTMLInputElement).value).toBe('');
  });
});
