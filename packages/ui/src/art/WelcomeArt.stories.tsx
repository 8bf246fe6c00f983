import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { allThemes } from '../storybook/allThemes';
import { WELCOME_SCENES, WelcomeArt } from './WelcomeArt';

const meta = {
  title: 'Art/WelcomeArt',
  component: WelcomeArt,
  args: { scene: 'games' },
  argTypes: { scene: { control: 'inline-radio', options: WELCOME_SCENES } },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof WelcomeArt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first step: the demo games fanned out. */
export const Games: Story = {
  play: async ({ canvasElement }) => {
    // Decoration beside the step's sentence: nothing in it is announced.
    const stage = canvasElement.querySelector('[data-welcome-scene="games"]');
    await expect(stage?.getAttribute('aria-hidden')).toBe('true');
    await expect(stage?.querySelectorAll('svg')).toHaveLength(3);
  },
};

export const Bonus: Story = { args: { scene: 'bonus' } };
export const Wallet: Story = { args: { scene: 'wallet' } };

/** Every step in every brand theme. */
export const AllThemes: Story = {
  ...allThemes,
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {WELCOME_SCENES.map((scene) => (
        <WelcomeArt key={scene} scene={scene} />
      ))}
    </div>
  ),
};
