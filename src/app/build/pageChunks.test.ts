import {
  APP_SHELL_COMPONENT,
  pageComponentsLoading,
  usedByEveryPageComponent,
  usedByTheAppNotEveryPage,
  type ChunkGroupLike,
  type ChunkLike,
} from './pageChunks';

// A chunk graph shaped like the site's: an entry, page components, and lazy screens of the app
// shell (a chunk group whose parent is a page component's).
function group(name: string, ...parents: ChunkGroupLike[]): ChunkGroupLike {
  return { name, parentsIterable: parents };
}
const chunkOf = (...groups: ChunkGroupLike[]): ChunkLike => ({ groupsIterable: groups });

const entry = group('app');
const home = group('component---src-templates-home-template-tsx', entry);
const contact = group('component---src-templates-contact-template-tsx', entry);
const shell = group(APP_SHELL_COMPONENT, entry);
const settings = group('app-settings', shell);
const petProfile = group('app-pet-profile', shell);
const pageCount = 3;

const graphOf = (chunks: ChunkLike[]) => ({ getModuleChunksIterable: () => chunks });
const commons = (...chunks: ChunkLike[]) =>
  usedByEveryPageComponent(pageCount)({}, { chunkGraph: graphOf(chunks) });
const shellCommons = (...chunks: ChunkLike[]) =>
  usedByTheAppNotEveryPage(pageCount)({}, { chunkGraph: graphOf(chunks) });

it('keeps a module every page component loads, directly or through a lazy screen', () => {
  expect(commons(chunkOf(home), chunkOf(contact), chunkOf(settings))).toBe(true);
});

it('leaves out a module that many lazy screens and one public page use but other pages do not', () => {
  // The form library: in more chunks than there are page components, yet the home page has none.
  const chunks = [chunkOf(contact), chunkOf(settings), chunkOf(petProfile), chunkOf(shell)];
  expect(chunks.length).toBeGreaterThan(pageCount);
  expect(commons(...chunks)).toBe(false);
  expect(pageComponentsLoading(chunks)).toEqual(new Set([contact.name, shell.name]));
});

it('leaves out a module of the entry chunk only, and survives a cycle of groups', () => {
  expect(commons(chunkOf(entry))).toBe(false);
  const a: ChunkGroupLike = { name: 'a', parentsIterable: [] };
  const b: ChunkGroupLike = { name: 'b', parentsIterable: [a] };
  (a as { parentsIterable: ChunkGroupLike[] }).parentsIterable = [b];
  expect(pageComponentsLoading([chunkOf(a)]).size).toBe(0);
});

it('gives the app shell what its screens share, and nothing every page or no app screen loads', () => {
  // The form library: the contact page and two app areas.
  expect(shellCommons(chunkOf(contact), chunkOf(settings), chunkOf(petProfile))).toBe(true);
  expect(shellCommons(chunkOf(home), chunkOf(contact), chunkOf(settings))).toBe(false);
  expect(shellCommons(chunkOf(home), chunkOf(contact))).toBe(false);
});
