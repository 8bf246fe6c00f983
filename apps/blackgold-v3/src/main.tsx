import { createBrandApp } from '@perya/shell';
import config from './brand.config';

createBrandApp(config).mount(document.getElementById('root'));
