import multipart from '@fastify/multipart';
import { supportEndpoints, supportStaffEndpoints } from '@lootmarket/domain/endpoints/support';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { SupportService } from './support.service';
import { requireSupportRead, requireSupportWrite } from './support.staff-access';
import { PICTURE_LIMITS, uploadedPicture } from './support.upload';

const tags = ['support'];
const security = [{ bearerAuth: [] }];
const me = (request: FastifyRequest) => ({ userId: request.user!.id });
const imageRate = { rateLimit: { max: 30, timeWindow: 60 * 60_000 } };

/** A signed-in user's own tickets: open, read, write (with pictures), close. */
export async function supportRoutes(app: FastifyInstance, { support }: { support: SupportService }) {
  await app.register(multipart, { limits: PICTURE_LIMITS });
  const schema = (summary: string) => ({ schema: { tags, summary, security } });
  registerEndpoint(app, supportEndpoints.list, schema('My support tickets'), (request) =>
    support.list(request.user!.id),
  );
  registerEndpoint(
    app,
    supportEndpoints.open,
    {
      ...schema('Open a ticket about my order, withdrawal, donation or profile'),
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
    },
    (request) => support.open(request.user!.id, request.body),
  );
  registerEndpoint(app, supportEndpoints.get, schema('One of my tickets with its conversation'), (request) =>
    support.view(request.params.id, me(request)),
  );
  registerEndpoint(app, supportEndpoints.send, schema('Write to support in my ticket'), (request) =>
    support.send(request.params.id, me(request), request.body.text),
  );
  registerEndpoint(
    app,
    supportEndpoints.sendImage,
    { ...schema('Send a picture in my ticket (multipart field `file`, PNG/JPEG/WebP up to 10 MB)'), config: imageRate },
    async (request) => {
      // Strangers are refused before the upload is read or decoded.
      await support.assertOwns(request.params.id, me(request));
      return support.sendImage(request.params.id, me(request), await uploadedPicture(request));
    },
  );
  registerEndpoint(app, supportEndpoints.close, schema('Close my ticket'), (request) =>
    support.close(request.params.id, me(request)),
  );
}

/** Staff's queue and actions; every route checks the support staff gate. */
export async function supportStaffRoutes(app: FastifyInstance, { support }: { support: SupportService }) {
  await app.register(multipart, { limits: PICTURE_LIMITS });
  const desk = support.staff;
  const read = (summary: string) => ({ preHandler: requireSupportRead, schema: { tags, summary, security } });
  const write = (summary: string) => ({ preHandler: requireSupportWrite, schema: { tags, summary, security } });
  const staffId = (request: FastifyRequest) => request.user!.id;
  registerEndpoint(app, supportStaffEndpoints.queue, read('The support queue, longest waiting first'), (request) =>
    desk.queue(request.query, staffId(request)),
  );
  registerEndpoint(app, supportStaffEndpoints.members, read('Staff a ticket may be handed to'), () => desk.members());
  registerEndpoint(app, supportStaffEndpoints.get, read('A ticket with its conversation'), (request) =>
    desk.get(request.params.id),
  );
  registerEndpoint(app, supportStaffEndpoints.take, write('Assign the ticket to myself'), (request) =>
    desk.take(request.params.id, staffId(request)),
  );
  registerEndpoint(app, supportStaffEndpoints.answer, write('Answer the user'), (request) =>
    desk.answer(request.params.id, staffId(request), request.body.text),
  );
  registerEndpoint(
    app,
    supportStaffEndpoints.answerImage,
    { ...write('Answer with a picture (multipart field `file`)'), config: imageRate },
    async (request) => desk.answerImage(request.params.id, staffId(request), await uploadedPicture(request)),
  );
  registerEndpoint(app, supportStaffEndpoints.transfer, write('Hand the ticket to another staff member'), (request) =>
    desk.transfer(request.params.id, staffId(request), request.body.staffId),
  );
  registerEndpoint(app, supportStaffEndpoints.close, write('Close the ticket'), (request) =>
    desk.close(request.params.id, staffId(request)),
  );
  registerEndpoint(app, supportStaffEndpoints.reopen, write('Reopen a closed ticket'), (request) =>
    desk.reopen(request.params.id, staffId(request)),
  );
}
