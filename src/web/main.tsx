// The viewer's entry (bundled by bin/viewer-bundle.js into viewer.js; viewer.css is its other entry): renders the app.
import { render } from 'preact';
import { App } from './app.tsx';

const root = document.getElementById('viewer');
if (root) render(<App />, root);
