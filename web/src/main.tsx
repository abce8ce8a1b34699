import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from './app/app';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A built page arrives prerendered and is hydrated; the dev server serves an empty root.
if (container.firstElementChild) hydrateRoot(container, <Root />);
else createRoot(container).render(<Root />);
