// The link ui's components draw (ListRow, ButtonLink): the router's Link, so they navigate inside
// the hash router as the shell's own links do. Rendered where the ui component is, inside a router.
import { Link } from 'react-router-dom';
import { makeLinkComponent } from '@perya/ui';

export const RouterLink = makeLinkComponent(({ href, ...rest }) => <Link to={href} {...rest} />);
