import { COLOURS } from './seed/words';

const SHAPES: Record<string, string> = {
  clothing:
    'M70 40 L100 28 Q120 44 140 28 L170 40 L195 80 L170 92 L165 80 L165 200 L75 200 L75 80 L70 92 L45 80 Z',
  shoes:
    'M40 150 Q60 110 95 112 L130 130 Q170 135 200 150 Q205 175 180 178 L50 178 Q35 172 40 150 Z',
  accessories: 'M70 90 L170 90 L180 200 L60 200 Z M95 90 Q95 50 120 50 Q145 50 145 90',
  home: 'M70 70 L160 70 L155 190 Q115 205 75 190 Z M160 95 Q195 100 190 130 Q185 155 157 150',
  books: 'M70 40 L170 40 L170 200 L70 200 Z M82 40 L82 200',
  pantry: 'M85 60 L155 60 L160 80 L160 195 L80 195 L80 80 Z M90 45 L150 45 L150 60 L90 60 Z',
  // Branches drawn differently from their department.
  bottoms: 'M78 30 L162 30 L172 205 L132 205 L120 92 L108 205 L68 205 Z',
};

/**
 * A product image as SVG, drawn from the product's department and colour. The file name is the
 * Merchant API's productImages.fileName (p{productId}-{n}.svg); the size segment of the URL is accepted
 * and ignored, since SVG scales.
 */
export async function productImage(db: D1Database, fileName: string): Promise<Response> {
  const match = /^p(\d+)-(\d+)\.svg$/.exec(fileName);
  if (!match) return new Response('Not found', { status: 404 });
  const row = await db
    .prepare(
      `SELECT c.path, pa.value_key AS colour FROM products p JOIN categories c ON c.id = p.category_id
      LEFT JOIN parameters pa ON pa.product_id = p.id AND pa.identifier = 'color' WHERE p.id = ?`,
    )
    .bind(Number(match[1]))
    .first<{ path: string; colour: string | null }>();
  if (!row) return new Response('Not found', { status: 404 });
  const [, , department = 'home', branch = ''] = row.path.split('/');
  const hex = COLOURS.find(([key]) => key === row.colour)?.[3] ?? '#8a6d4b';
  const angle = (Number(match[2]) - 1) * 8;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240"><rect width="240" height="240" fill="#f3f1ee"/><g transform="rotate(${angle} 120 120)"><path d="${SHAPES[branch] ?? SHAPES[department] ?? SHAPES.home}" fill="${hex}" stroke="#3a3a3a" stroke-width="3" stroke-linejoin="round"/></g></svg>`;
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    },
  });
}
