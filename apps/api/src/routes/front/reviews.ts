import { frontReviewList, listPageQuery, reviewInput, translate } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { bearer, hashToken, verifyToken } from '../../modules/auth/tokens.ts';
import { isEligibleReviewer, listReviews, submitReview } from '../../modules/content/reviews.service.ts';
import { principalOf } from '../../plugins/auth.ts';
import { perAddressLimit, routeSchemas } from '../../plugins/route-schema.ts';

const route = routeSchemas('front', 'public');
const signedIn = routeSchemas('front');

/**
 * Site reviews on the storefront (SPEC 2 /review/add). Writing needs a customer token of an
 * eligible customer (reviews.service.ts); approved reviews are public, without e-mail addresses.
 */
export const frontReviewsRoutes: FastifyPluginAsyncZod<{ db: Db; perMinute: number }> = async (app, opts) => {
  const { db } = opts;
  app.get(
    '/reviews',
    route.ok('Approved reviews, newest first', frontReviewList, { querystring: listPageQuery }),
    async (request) => {
      const { items, meta } = await listReviews(db, {
        ...request.query,
        search: undefined,
        sort: '-created_at',
        approvedOnly: true,
      });
      return {
        data: {
          items: items.map((r) => ({
            id: r.id,
            rating: r.rating,
            ratings: r.ratings,
            comment: r.comment,
            reviewerName: r.reviewerName,
            createdAt: r.createdAt,
          })),
          meta,
        },
      };
    },
  );

  app.get(
    '/reviews/eligibility',
    route.ok(
      'Whether the caller (customer token or none) may write a review',
      z.object({ eligible: z.boolean() }),
    ),
    async (request) => {
      const token = bearer(request.headers.authorization);
      const check = token ? await verifyToken(db, { kind: 'user', hash: hashToken(token) }) : undefined;
      const eligible = check?.ok ? await isEligibleReviewer(db, check.subjectId) : false;
      return { data: { eligible } };
    },
  );

  app.post(
    '/reviews',
    {
      // On request, so a visitor learns nothing from body validation (401 first).
      onRequest: app.requireAuth('user'),
      config: perAddressLimit('review', opts.perMinute),
      ...signedIn.created(
        'Writes a review (eligible customers only; shown once an admin approves it)',
        z.object({ id: z.number().int(), approved: z.boolean() }),
        { body: reviewInput },
      ),
    },
    async (request, reply) => {
      const review = await submitReview(db, principalOf(request).id, request.body);
      return reply.status(201).send({
        data: { id: review.id, approved: review.approved },
        message: translate(request.lang, 'notices.reviewSubmitted'),
      });
    },
  );
};
