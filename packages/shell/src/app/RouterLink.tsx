// The link ui's components draw (ListRow, ButtonLink): the router's Link, so they navigate inside
// the hash router as the shell's own links do. Rendered where the ui component is, inside a router.
import { Link } from 'react-router-dom';
import { makeLinkComponent } from '@perya/ui';

export const RouterLink = makeLinkComponent(({ href, ...rest }) => <Link to={href} {...rest} />);

/** A link that takes the current page's place in history (back does not return to a spent page). */
export const ReplaceLink = makeLinkComponent(({ href, ...rest }) => <Link to={href} replace {...rest} />);
