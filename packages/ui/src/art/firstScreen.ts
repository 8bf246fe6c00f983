// The styles the first-run welcome guide's picture frame needs before the app's script runs: a
// brand's shell imports this module from its entry, so they are in the first-load stylesheet that
// the static first screen in index.html is drawn with (tooling/vite/prerender.js). The frame only:
// the static copy leaves the drawing out (data-static-omit) and shows the stage's placeholder; the
// drawing comes with the guide's lazy chunk and its paints (art.css).
import './WelcomeArt.css';
