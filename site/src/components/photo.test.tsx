import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import gallery from 'virtual:photo-gallery';
import banner from 'virtual:photo/home-banner';
import missing from 'virtual:photo/no-such-photo';
import type { PhotoData } from '../lib/photo-data';
import { BannerTrack } from './banner-track';
import { Photo } from './photo';
import { PhotoGallery } from './photo-gallery';

const sample: PhotoData = {
  id: 'lawn',
  alt: 'Students on the lawn in front of the studio block',
  credit: 'A. Photographer',
  licence: 'CC-BY-4.0',
  base: '/assets/photos/lawn.0123456789ab',
  widths: [480, 960, 1200],
  height: 800,
  focus: '50% 40%',
  placeholder: 'data:image/webp;base64,AAAA',
};

const srcset = (photo: PhotoData, ext: string) =>
  photo.widths.map((w) => `${photo.base}-${w}.${ext} ${w}w`).join(', ');

describe('Photo', () => {
  it('offers AVIF, then WebP, at every width, with the JPEG last, its size set and loaded lazily', () => {
    const { container } = render(<Photo photo={sample} sizes="50vw" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
      ['image/avif', srcset(sample, 'avif')],
      ['image/webp', srcset(sample, 'webp')],
    ]);
    expect(sources.every((s) => s.getAttribute('sizes') === '50vw')).toBe(true);
    const img = screen.getByRole('img', { name: sample.alt });
    expect(img.parentElement?.tagName).toBe('PICTURE');
    expect(img.getAttribute('src')).toBe(`${sample.base}-1200.jpg`);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '800']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    expect(img.style.backgroundImage).toContain(sample.placeholder);
    expect(img.style.objectPosition).toBe('50% 40%');
  });

  it('fetches the lead photo at once and first', () => {
    render(<Photo photo={sample} sizes="1600px" priority />);
    const img = screen.getByRole('img');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });
});

describe('the home banner', () => {
  it('shows the listed home-banner photo twice, for the loop, named once', () => {
    expect(banner).not.toBeNull();
    const { container } = render(<BannerTrack photo={banner} drawingAlt="Drawing" />);
    expect(screen.getByRole('img', { name: banner!.alt })).toBeTruthy();
    const imgs = [...container.querySelectorAll('picture img')];
    expect(imgs).toHaveLength(2);
    expect(imgs.map((img) => img.getAttribute('alt'))).toEqual(['', '']);
    expect(imgs.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null]);
    expect(imgs.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager']);
    expect([imgs[0]!.getAttribute('width'), imgs[0]!.getAttribute('height')]).toEqual([
      '1600',
      '500',
    ]);
  });

  it('keeps the drawn panorama while there is no photo', () => {
    expect(missing).toBeNull();
    const { container } = render(
      <BannerTrack photo={missing} drawingAlt="Drawing of the campus" />,
    );
    expect(screen.getByRole('img', { name: 'Drawing of the campus' })).toBeTruthy();
    expect(container.querySelector('picture')).toBeNull();
    const srcs = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(srcs).toEqual(['/images/panorama.svg', '/images/panorama.svg']);
  });
});

describe('the campus gallery', () => {
  it('shows the gallery photos with their captions and credits', () => {
    expect(gallery.photos.length).toBeGreaterThan(1);
    render(<PhotoGallery gallery={gallery} />);
    expect(screen.getByRole('heading', { name: gallery.heading })).toBeTruthy();
    for (const photo of gallery.photos) {
      expect(screen.getByRole('img', { name: photo.alt })).toBeTruthy();
      expect(screen.getAllByText(`Photo: ${photo.credit} (${photo.licence})`).length).toBe(1);
    }
  });

  it('is left out while the college has listed no gallery photos', () => {
    const { container } = render(<PhotoGallery gallery={{ heading: 'Campus', photos: [] }} />);
    expect(container.innerHTML).toBe('');
  });
});
