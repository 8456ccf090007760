/**
 * Injected on demand (chrome.scripting.executeScript, files: ['page-text.js']) into the top frame's isolated world
 * when get_page_text runs, so Readability and Turndown are not parsed in every frame of every page. It leaves one
 * function on the isolated world's global; the page's own scripts cannot see it.
 */
import { pageText } from './page-text';

(globalThis as { tabwrightPageText?: typeof pageText }).tabwrightPageText = pageText;
