// Story annotations that render a story once per brand theme, side by side (the toolbar's "All
// themes"). Spread into a story: `export const AllThemes: Story = { ...allThemes, render: ... }`.

export const allThemes = {
  globals: { theme: 'all' },
  parameters: {
    a11y: {
      config: {
        // Five copies of one story repeat its landmarks by design; every other rule still applies.
        rules: [{ id: 'landmark-unique', enabled: false }],
      },
    },
  },
} as const;
