import { reviewList, reviewListQuery, reviewRecord, translate } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import {
  deleteReview,
  getReview,
  listReviews,
  setReviewApproved,
} from '../../modules/content/reviews.service.ts';
import { noticeOnly, routeSchemas } from '../../plugins/route-schema.ts';

const route = routeSchemas('admin content');

/** Site reviews (SPEC 2 settings/reviews): list, approve, unapprove, delete. */
export const adminReviewsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/reviews',
    route.ok('Reviews, newest first, with search, approved and rating filters', reviewList, {
      querystring: reviewListQuery,
    }),
    async (request) => ({ data: await listReviews(db, request.query) }),
  );

  app.get('/reviews/:id', route.byId('One review', reviewRecord), async (request) => ({
    data: await getReview(db, request.params.id),
  }));

  for (const [action, approved] of [
    ['approve', true],
    ['unapprove', false],
  ] as const) {
    app.post(
      `/reviews/:id/${action}`,
      route.byId(
        approved ? 'Approves a review: the storefront shows it' : 'Hides an approved review again',
        reviewRecord,
      ),
      async (request) => ({
        data: await setReviewApproved(db, request.params.id, approved),
        message: translate(request.lang, approved ? 'notices.reviewApproved' : 'notices.reviewUnapproved'),
      }),
    );
  }

  app.delete('/reviews/:id', route.removeById('Deletes a review'), async (request) => {
    await deleteReview(db, request.params.id);
    return noticeOnly(request);
  });
};
