import { configureStore } from '@reduxjs/toolkit';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { accessSlice } from '../features/access/access-slice';
import { LandingPage } from '../features/public/landing-page';

/** The visitor's landing page as markup, for index.html; run at build time only. */
export function renderLanding(): string {
  const store = configureStore({ reducer: { access: accessSlice.reducer } });
  return renderToStaticMarkup(
    <Provider store={store}>
      <MemoryRouter basename="/cdesk" initialEntries={['/cdesk/']}>
        <LandingPage />
      </MemoryRouter>
    </Provider>,
  );
}
