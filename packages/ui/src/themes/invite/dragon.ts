// The invite brand's dragon motif (spec §2: dragon popups), drawn inline so no asset request is needed.

/** A gold serpentine dragon chasing a flaming pearl; decorative, on the invite theme's red. */
export const DRAGON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFE29A"/><stop offset="1" stop-color="#D99A1E"/></linearGradient></defs>
<g fill="none" stroke="url(#g)" stroke-linecap="round" stroke-linejoin="round">
<path d="M18 128c26-4 34-38 62-40s30 34 58 30 30-48 58-52" stroke-width="16"/>
<path d="M18 128c26-4 34-38 62-40s30 34 58 30 30-48 58-52" stroke="#7A1410" stroke-width="4" stroke-dasharray="2 9"/>
<path d="M40 108l-6-14M66 92l-2-16M92 92l6-14M120 112l2-15M150 110l8-12M172 84l2-15" stroke-width="5"/>
</g>
<g fill="url(#g)">
<path d="M190 64c8-12 24-16 36-10-4 4-4 8 0 12-6 2-8 6-6 12-10-2-18 0-24 6-2-8-4-14-6-20z"/>
<path d="M206 52l-8-16 14 12zM218 52l2-18 6 16z"/>
<circle cx="36" cy="44" r="12"/>
</g>
<circle cx="212" cy="62" r="3" fill="#7A1410"/>
<path d="M36 28c6 4 10 10 8 16M24 38c-2-6 0-12 6-14M48 52c4-4 4-10 0-14" stroke="#FF6B3D" stroke-width="3" fill="none" stroke-linecap="round"/>
</svg>`;

export const DRAGON_IMAGE = `url("data:image/svg+xml,${/* @__PURE__ */ encodeURIComponent(DRAGON_SVG)}")`;
