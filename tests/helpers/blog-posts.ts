// The numbered posts of the blog-ten and blog-eleven fixtures (post-01 the oldest), for tests that
// check which posts a list shows and in what order.

/** The URLs of posts `newest` down to `oldest`, newest first, as a list shows them. */
export function postUrls(newest: number, oldest: number): string[] {
  return Array.from({ length: newest - oldest + 1 }, (_, i) => `/blog/post-${String(newest - i).padStart(2, '0')}/`);
}
