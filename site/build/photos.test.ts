import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { photoModule } from './photos-plugin';
import {
  buildPhoto,
  buildPhotos,
  cropBox,
  PHOTO_TRANSLATIONS,
  readPhotoList,
  REPO_DIR,
  unlistedPhotos,
  widthsFor,
  type PhotoEntry,
} from './photos';

// Inside the repository, so messages name the file as the college would see it.
// A clean clone has no cache folder until a build has run.
mkdirSync(join(REPO_DIR, 'node_modules/.cache'), { recursive: true });
const work = mkdtempSync(join(REPO_DIR, 'node_modules/.cache/photos-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function folder(yaml: string, files: Record<string, Buffer> = {}): string {
  const dir = mkdtempSync(join(work, 'content-'));
  writeFileSync(join(dir, 'photos.yaml'), yaml);
  for (const [name, data] of Object.entries(files)) writeFileSync(join(dir, name), data);
  return dir;
}

function problems(dir: string, language: 'en' | 'mr' | 'hi' = 'en'): string[] {
  try {
    readPhotoList(dir, language);
  } catch (error) {
    return (error as { problems: string[] }).problems;
  }
  return [];
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a2e1d' } })
    .jpeg()
    .toBuffer();

describe('the photo list (content/photos/photos.yaml)', () => {
  it('lists the sample photos, each with its file, alt text, credit and licence', () => {
    const { photos } = readPhotoList();
    expect(photos.map((p) => p.id)).toContain('home-banner');
    expect(photos.filter((p) => p.gallery).length).toBeGreaterThan(1);
    expect(unlistedPhotos()).toEqual([]);
  });

  it('names the file, the line and the field of every problem', async () => {
    const jpeg = await photo(40, 30);
    const dir = folder(
      [
        'photos:',
        '  - id: gate',
        '    file: gate.jpg',
        "    alt: '  '",
        '    credit: A. Photographer',
        '    licence: CC-BY-4.0',
        '  - id: gate',
        '    file: missing.jpg',
        '    credit: A. Photographer',
        '    licence: CC-BY-4.0',
        "    aspect: '16x5'",
        '  - id: Studio Photo',
        '    file: studio.gif',
        '    alt: Students at work',
        '    licence: CC-BY-4.0',
        '    colour: red',
      ].join('\n'),
      { 'gate.jpg': jpeg },
    );
    const found = problems(dir);
    const file = relative(REPO_DIR, join(dir, 'photos.yaml'));
    const expected = [
      [4, 'photos.0.alt', 'describe what the photo shows'],
      [7, 'photos.1.alt', 'describe what the photo shows'],
      [11, 'photos.1.aspect', 'width:height'],
      [12, 'photos.2.id', 'lower-case'],
      [13, 'photos.2.file', '.jpg, .jpeg or .png'],
      [12, 'photos.2.credit', 'say who took the photo'],
      [12, 'photos.2', 'colour'],
    ] as const;
    for (const [line, field, words] of expected) {
      expect(found).toContainEqual(
        expect.stringMatching(
          new RegExp(`^${file}:${line}:\\d+ ${field.replaceAll('.', '\\.')}: .*${words}`),
        ),
      );
    }
    // File checks need the rest to be valid first: the second run names the missing file and the repeated id.
    const second = folder(
      [
        'photos:',
        '  - { id: gate, file: gate.jpg, alt: A gate, credit: A, licence: CC0 }',
        '  - { id: gate, file: missing.jpg, alt: A wall, credit: A, licence: CC0 }',
      ].join('\n'),
      { 'gate.jpg': jpeg },
    );
    expect(problems(second)).toEqual([
      expect.stringMatching(
        /photos\.yaml:3:\d+ photos\.1\.id: "gate" is the id of an earlier photo/,
      ),
      expect.stringMatching(/photos\.yaml:3:\d+ photos\.1\.file: .*missing\.jpg does not exist/),
    ]);
  });

  it('reports YAML that does not parse with its line', () => {
    const dir = folder('photos:\n  - id: gate\n   file: [oops\n');
    expect(problems(dir)[0]).toMatch(/photos\.yaml:\d+:\d+ /);
  });

  it('is an empty list when there is no photos.yaml: the pages keep their drawings', () => {
    const dir = mkdtempSync(join(work, 'empty-'));
    expect(readPhotoList(dir).photos).toEqual([]);
  });
});

describe('widths and crops', () => {
  it('makes 480, 960 and 1600 wide files, never wider than the original', () => {
    expect(widthsFor(4000)).toEqual([480, 960, 1600]);
    expect(widthsFor(1600)).toEqual([480, 960, 1600]);
    expect(widthsFor(1200)).toEqual([480, 960, 1200]);
    expect(widthsFor(960)).toEqual([480, 960]);
    expect(widthsFor(300)).toEqual([300]);
  });

  it('cuts the largest box of the shape asked for, around the focus, inside the photo', () => {
    expect(cropBox(1680, 1050, '16:5', '50% 50%')).toEqual({
      left: 0,
      top: 263,
      width: 1680,
      height: 525,
    });
    expect(cropBox(1680, 1050, '16:5', '50% 100%').top).toBe(525);
    expect(cropBox(1000, 1000, '1:2', '0% 50%')).toEqual({
      left: 0,
      top: 0,
      width: 500,
      height: 1000,
    });
  });
});

describe('building a photo', () => {
  const entry = (file: string, extra: Partial<PhotoEntry> = {}): PhotoEntry => ({
    id: 'test',
    file,
    alt: 'A test photo',
    credit: 'The tests',
    licence: 'CC0',
    focus: '50% 50%',
    gallery: false,
    ...extra,
  });

  it('makes AVIF and WebP at each width and one JPEG, of exactly the sizes the page is told, and caches them', async () => {
    // A PNG with transparency, taller than 16:9 and turned on its side by its EXIF orientation.
    const png = await sharp({
      create: { width: 1100, height: 700, channels: 4, background: '#33506b80' },
    })
      .png()
      .toBuffer();
    const dir = folder('photos: []\n', {
      'studio.png': png,
      'side.jpg': await sharp(await photo(700, 500))
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer(),
    });
    const cacheDir = join(work, 'cache');
    const built = await buildPhoto(entry('studio.png'), { dir, cacheDir });
    expect(built.data.widths).toEqual([480, 960, 1100]);
    expect(built.data.height).toBe(700);
    expect(built.data.base).toMatch(/^\/assets\/photos\/studio\.[0-9a-f]{12}$/);
    expect(built.data.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(built.data.placeholder.length).toBeLessThan(400);
    const sizes = await Promise.all(
      built.files.map(async (file) => {
        const meta = await sharp(file.path).metadata();
        return `${file.name.replace(/^.*-/, '')} ${meta.format} ${meta.compression ?? ''} ${meta.width}x${meta.height}`;
      }),
    );
    expect(sizes).toEqual([
      '480.avif heif av1 480x305',
      '480.webp webp  480x305',
      '960.avif heif av1 960x611',
      '960.webp webp  960x611',
      '1100.avif heif av1 1100x700',
      '1100.webp webp  1100x700',
      '1100.jpg jpeg  1100x700',
    ]);
    // The JPEG has no transparency: it is laid on white, not black.
    const corner = await sharp(built.files.at(-1)!.path)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer();
    expect([...corner].every((v) => v > 120)).toBe(true);

    // The second build takes the files from the cache and writes none.
    const written = statSync(built.files[0]!.path).mtimeMs;
    const again = await buildPhoto(entry('studio.png'), { dir, cacheDir });
    expect(again).toEqual(built);
    expect(statSync(again.files[0]!.path).mtimeMs).toBe(written);

    // A cut changes the key, the files and the sizes; the upright photo is 500 wide, 700 tall.
    const cut = await buildPhoto(entry('side.jpg', { aspect: '1:1', focus: '50% 0%' }), {
      dir,
      cacheDir,
    });
    expect(cut.data.widths).toEqual([480, 500]);
    expect(cut.data.height).toBe(500);
    const largest = await sharp(cut.files.at(-1)!.path).metadata();
    expect([largest.width, largest.height]).toEqual([500, 500]);
  }, 120_000);

  it('gives the data without encoding when asked not to (unit tests), and files only once built', async () => {
    const dir = folder('photos: []\n', { 'quick.jpg': await photo(640, 480) });
    const cacheDir = join(work, 'cache-quick');
    const data = await buildPhoto(entry('quick.jpg'), { dir, cacheDir, encode: false });
    expect(data.data.widths).toEqual([480, 640]);
    expect(data.files.some((f) => existsSync(f.path))).toBe(false);
  });
});

describe('the virtual modules', () => {
  it('give a photo by id, null for an id with no photo, and the gallery in order', async () => {
    mkdirSync(work, { recursive: true });
    const dir = folder(
      [
        'galleryHeading: The campus',
        'photos:',
        '  - { id: banner, file: a.jpg, alt: A, credit: A, licence: CC0 }',
        '  - { id: lawn, file: a.jpg, alt: B, credit: A, licence: CC0, gallery: true }',
      ].join('\n'),
      { 'a.jpg': await photo(500, 300) },
    );
    const built = await buildPhotos({ dir, cacheDir: join(work, 'cache-modules'), encode: false });
    expect((photoModule('virtual:photo/banner', built) as { alt: string }).alt).toBe('A');
    expect(photoModule('virtual:photo/principal', built)).toBeNull();
    expect(photoModule('virtual:photo-gallery', built)).toMatchObject({
      heading: 'The campus',
      photos: [{ id: 'lawn', alt: 'B' }],
    });
    expect(photoModule('virtual:photo-preloads', built)).toEqual({
      banner: { type: 'image/avif', imageSrcSet: expect.stringMatching(/-500\.avif 500w$/) },
      lawn: { type: 'image/avif', imageSrcSet: expect.stringMatching(/-500\.avif 500w$/) },
    });
    expect(photoModule('virtual:other', built)).toBeUndefined();
  });
});

describe('the photos’ words in Marathi and Hindi (photos.mr.yaml, photos.hi.yaml)', () => {
  it('gives every listed photo its alt text and caption in each language', () => {
    const english = readPhotoList();
    for (const language of PHOTO_TRANSLATIONS) {
      const translated = readPhotoList(undefined, language);
      expect(translated.photos.map((p) => p.id)).toEqual(english.photos.map((p) => p.id));
      translated.photos.forEach((photo, i) => {
        const original = english.photos[i]!;
        expect(photo.alt).toMatch(/[\u0900-\u097F]/);
        expect(photo.alt).not.toBe(original.alt);
        if (original.caption) expect(photo.caption).toMatch(/[\u0900-\u097F]/);
        // Only the words change: the file, credit and crop stay the English entry's.
        expect({ ...photo, alt: original.alt, caption: original.caption }).toEqual(original);
      });
    }
  });

  it('refuses a translation that misses a photo, names one the list lacks, or lacks a caption, naming the line', async () => {
    const dir = folder(
      [
        'photos:',
        '  - { id: gate, file: a.jpg, alt: A gate, credit: A, licence: CC0, caption: The gate }',
        '  - { id: lawn, file: a.jpg, alt: A lawn, credit: A, licence: CC0 }',
      ].join('\n'),
      { 'a.jpg': await photo(40, 30) },
    );
    expect(problems(dir, 'mr')).toEqual([
      `${relative(REPO_DIR, join(dir, 'photos.mr.yaml'))}:1:1 (whole file): missing (the mr pages need each photo's alt text in this language)`,
    ]);
    writeFileSync(
      join(dir, 'photos.mr.yaml'),
      ['photos:', '  - id: gate', '    alt: प्रवेशद्वार', '  - id: porch', '    alt: ओसरी'].join('\n'),
    );
    const file = relative(REPO_DIR, join(dir, 'photos.mr.yaml'));
    const found = problems(dir, 'mr');
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${file}:2:\\d+ photos\\.0\\.caption: translate the caption "The gate"`),
      ),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${file}:4:\\d+ photos\\.1\\.id: "porch" is not the id of a photo`),
      ),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${file}:\\d+:\\d+ photos: missing: the alt text of "lawn"`),
      ),
    );
    // The About page's gallery is in every language, and its heading with it (ADR 056).
    expect(found).toContainEqual(
      expect.stringMatching(new RegExp(`^${file}:\\d+:\\d+ galleryHeading`)),
    );
    // Hindi is checked on its own: the Marathi file does not stand in for it.
    expect(problems(dir, 'hi')[0]).toMatch(/photos\.hi\.yaml:1:1 \(whole file\): missing/);
  });

  it('gives the pages of a Marathi build the Marathi alt text', async () => {
    const dir = folder(
      ['photos:', '  - { id: banner, file: a.jpg, alt: A gate, credit: A, licence: CC0 }'].join(
        '\n',
      ),
      { 'a.jpg': await photo(500, 300) },
    );
    writeFileSync(
      join(dir, 'photos.mr.yaml'),
      'galleryHeading: परिसर\nphotos:\n  - { id: banner, alt: प्रवेशद्वार }\n',
    );
    const cacheDir = join(work, 'cache-language');
    const mr = await buildPhotos({ dir, cacheDir, encode: false, language: 'mr' });
    const en = await buildPhotos({ dir, cacheDir, encode: false });
    expect(photoModule('virtual:photo/banner', mr)).toMatchObject({ alt: 'प्रवेशद्वार' });
    expect(photoModule('virtual:photo/banner', en)).toMatchObject({ alt: 'A gate' });
  });
});
