// Issue 24 item 1: "a lint rule keeps raw interactive elements inside ui". Buttons, links, fields
// and pickers are drawn by @perya/ui components (themed, 44 px targets, focus ring, busy state),
// so a page cannot draw its own. Only packages/ui (and tests and stories) write the elements.

/** The elements a page may not write itself, with the ui component to use instead. */
export const RAW_CONTROLS = {
  button: 'Button, IconButton, ListRow, Chip or another @perya/ui control',
  a: "ui's link (useLinkComponent / Button with href) or ListRow",
  input: 'Input, PasswordInput, PhoneInput, OtpInput, Switch or another @perya/ui field',
  select: 'Picker or another @perya/ui field',
  textarea: 'a @perya/ui field',
};

/** @type {import('eslint').Rule.RuleModule} */
export const rawControlsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Interactive elements come from @perya/ui, not raw HTML in pages.' },
    schema: [],
    messages: { raw: 'Raw <{{name}}> outside @perya/ui: use {{instead}}.' },
  },
  create(context) {
    return {
      JSXOpeningElement(node) {
        if (node.name.type !== 'JSXIdentifier') return;
        const name = node.name.name;
        if (!Object.hasOwn(RAW_CONTROLS, name)) return;
        context.report({ node, messageId: 'raw', data: { name, instead: RAW_CONTROLS[name] } });
      },
    };
  },
};
