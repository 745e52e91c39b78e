import { shellConstants } from '../codes/shell-constants.js';
import type { TSearchModule } from '../contracts/shell/search-box.js';

/** Help file names show at most this many characters in the search results. */
export const searchFileNameChars = 8;

/**
 * The items a search matches, in their order: every word typed must appear in the item's display
 * name, its module's name or its keywords (case and extra spaces ignored). An empty search matches
 * nothing.
 */
export function searchModules(modules: readonly TSearchModule[], query: string): TSearchModule[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return modules.filter((module) => {
    const haystack = [module.displayName, module.moduleName, ...module.keywords]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** Help text past 160 characters is cut at the last space before it, with an ellipsis. */
export function clampHelpText(
  text: string,
  limit: number = shellConstants.searchHelpTextClamp,
): { text: string; clamped: boolean } {
  const trimmed = text.trim();
  if (trimmed.length <= limit) return { text: trimmed, clamped: false };
  const cut = trimmed.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  const head = (space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '');
  return { text: `${head}…`, clamped: true };
}

/** A help file's name cut to eight characters, with an ellipsis when it was longer. */
export function shortFileName(name: string, chars: number = searchFileNameChars): string {
  const trimmed = name.trim();
  const letters = Array.from(trimmed);
  return letters.length <= chars ? trimmed : `${letters.slice(0, chars).join('').trimEnd()}…`;
}

/** The help documents of a search-box item (file1 to file3 with path1 to path3) that it has. */
export function helpFilesOf(item: TSearchModule): { name: string; path: string }[] {
  return [
    { name: item.file1, path: item.path1 },
    { name: item.file2, path: item.path2 },
    { name: item.file3, path: item.path3 },
  ].filter((file) => file.name !== '' && file.path !== '');
}
