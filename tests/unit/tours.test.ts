import { describe, expect, it } from 'vitest';
import { listingTours, readTour } from '#src/features/listings/tours.ts';
import { linkLabel, playLabel, playerTitle, toursHeading } from '#src/features/listings/tour-labels.ts';
import { PAGE_CSP_DIRECTIVES } from '#src/lib/security.ts';
import { TOUR_PLAYER_ORIGINS } from '#src/lib/tour-players.ts';

const ID = 'dQw4w9WgXcQ';

describe('readTour', () => {
  it('plays YouTube from youtube-nocookie.com, whichever of its addresses the listing gives', () => {
    for (const address of [
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtube.com/watch?v=${ID}&t=42s`,
      `https://m.youtube.com/watch?feature=share&v=${ID}`,
      `https://youtu.be/${ID}`,
      `https://youtu.be/${ID}?si=abc`,
      `https://www.youtube.com/embed/${ID}`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
    ])
      expect(readTour(address), address).toEqual({
        kind: 'player',
        provider: 'YouTube',
        embedUrl: `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`,
        pageUrl: `https://www.youtube.com/watch?v=${ID}`,
      });
  });

  it('plays Vimeo from player.vimeo.com, an unlisted video with its hash', () => {
    expect(readTour('https://vimeo.com/76979871')).toEqual({
      kind: 'player',
      provider: 'Vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
      pageUrl: 'https://vimeo.com/76979871',
    });
    expect(readTour('https://player.vimeo.com/video/76979871?h=8272103f6e')).toMatchObject({
      embedUrl: 'https://player.vimeo.com/video/76979871?h=8272103f6e&autoplay=1&dnt=1',
      pageUrl: 'https://vimeo.com/76979871/8272103f6e',
    });
    expect(readTour('https://www.vimeo.com/76979871/8272103f6e')).toMatchObject({ provider: 'Vimeo' });
  });

  it('plays Matterport from my.matterport.com', () => {
    for (const address of [
      'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      'https://my.matterport.com/show?m=SxQL3iGyoDo',
    ])
      expect(readTour(address), address).toEqual({
        kind: 'player',
        provider: 'Matterport',
        embedUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1',
        pageUrl: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      });
  });

  it('never builds a player from an id outside its pattern: that address is a link', () => {
    for (const address of [
      'https://www.youtube.com/watch?v=short',
      `https://www.youtube.com/watch?v=${ID}x`,
      'https://youtu.be/%22%3E%3Cscript%3E',
      `https://www.youtube.com/embed/${ID}/../../evil`,
      'https://www.youtube.com/channel/UC123',
      'https://vimeo.com/channels/staffpicks',
      'https://vimeo.com/1234567890123',
      'https://player.vimeo.com/video/76979871?h=%22onload',
      'https://my.matterport.com/show/?m=abc',
      'https://my.matterport.com/models/SxQL3iGyoDo',
      `https://youtube.com.evil.example/watch?v=${ID}`,
      `https://evil.example/embed/${ID}`,
    ]) {
      const tour = readTour(address);
      expect(tour?.kind, address).toBe('link');
    }
  });

  it('an unknown host is a link to the address as given', () => {
    expect(readTour('https://tours.example.com/123-harbor-lane')).toEqual({
      kind: 'link',
      url: 'https://tours.example.com/123-harbor-lane',
      host: 'tours.example.com',
    });
  });

  it('nothing at all for what is no https address', () => {
    for (const address of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)//https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'data:text/html,<script>alert(1)</script>',
      `http://www.youtube.com/watch?v=${ID}`,
      '//www.youtube.com/watch',
      '/properties/1',
      'https://user:secret@tours.example.com/',
      'https:// spaced.example',
      'https://',
      `https://tours.example.com/${'a'.repeat(2000)}`,
      '',
    ])
      expect(readTour(address), address).toBeNull();
  });

  it('every player it builds is a host the page CSP frames, and frame-src names no other', () => {
    const frameSrc = PAGE_CSP_DIRECTIVES.find((directive) => directive.startsWith('frame-src '))!;
    const framed = new Set(frameSrc.split(' ').slice(1));
    expect(framed).toEqual(new Set(Object.values(TOUR_PLAYER_ORIGINS)));
    for (const address of [
      `https://youtu.be/${ID}`,
      'https://vimeo.com/1',
      'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    ]) {
      const tour = readTour(address);
      expect(tour?.kind === 'player' && framed.has(new URL(tour.embedUrl).origin), address).toBe(true);
    }
  });
});

describe('listingTours', () => {
  it('reads the tour, then the video, leaving out what is no https address', () => {
    expect(listingTours({})).toEqual([]);
    expect(
      listingTours({ virtualTourUrl: 'javascript:alert(1)', videoUrl: `https://youtu.be/${ID}` }).map((t) => t.kind),
    ).toEqual(['video']);
    expect(
      listingTours({ virtualTourUrl: 'https://tours.example.com/1', videoUrl: 'https://vimeo.com/1' }).map(
        ({ kind, tour }) => [kind, tour.kind],
      ),
    ).toEqual([
      ['tour', 'link'],
      ['video', 'player'],
    ]);
  });
});

describe('labels', () => {
  it('names the section, the posters, the links and the players', () => {
    expect(toursHeading(['tour', 'video'])).toBe('Virtual Tour & Video');
    expect(toursHeading(['tour'])).toBe('Virtual Tour');
    expect(toursHeading(['video'])).toBe('Video');
    expect(playLabel('tour', 'Matterport')).toBe('Play virtual tour on Matterport');
    expect(playLabel('video', 'YouTube')).toBe('Play video on YouTube');
    expect(linkLabel('tour', 'tours.example.com')).toBe('View virtual tour on tours.example.com');
    expect(linkLabel('video', 'videos.example.com')).toBe('Watch video on videos.example.com');
    expect(playerTitle('tour', 'Harbor House')).toBe('Virtual tour of Harbor House');
  });
});
