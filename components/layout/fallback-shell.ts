/**
 * The shell content for pages rendered without shell props (the static 404 page, Next's
 * _error page): the English navigation and footer from content/, imported file by file so the
 * rest of the content stays out of the browser bundle.
 */
import { footer } from '@/content/en/footer';
import { navigation } from '@/content/en/navigation';
import type { ShellData } from '@/lib/api/shell';

export const FALLBACK_SHELL: ShellData = { navigation, footer, holidayMode: false };
