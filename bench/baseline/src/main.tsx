import { configureStore, createSlice } from '@reduxjs/toolkit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider, useDispatch, useSelector } from 'react-redux';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';

// The smallest app with the same foundations as apps/web: the floor its login route is measured against.
const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: { increment: (state) => void (state.value += 1) },
});

const store = configureStore({ reducer: { counter: counter.reducer } });
type RootState = ReturnType<typeof store.getState>;

function Home() {
  const value = useSelector((state: RootState) => state.counter.value);
  const dispatch = useDispatch();
  return (
    <main>
      <p>Count: {value}</p>
      <button type="button" onClick={() => dispatch(counter.actions.increment())}>
        Add one
      </button>
      <Link to="/about">About</Link>
    </main>
  );
}

function About() {
  return (
    <main>
      <p>About</p>
      <Link to="/">Home</Link>
    </main>
  );
}

const router = createBrowserRouter([
  { path: '/', Component: Home },
  { path: '/about', Component: About },
]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
