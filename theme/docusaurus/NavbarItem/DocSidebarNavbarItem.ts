// @theme/NavbarItem/DocSidebarNavbarItem: zapsite's navbar draws it from the config's items (drawn-by-navbar.ts).
import { drawnByNavbar } from './drawn-by-navbar.ts';

export default drawnByNavbar('DocSidebarNavbarItem');
