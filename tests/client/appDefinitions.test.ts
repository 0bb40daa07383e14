import { describe, expect, it } from 'vitest';
import { APP_RESOURCES } from '../../resources';
import { panelDefinitionsOf, resourceDefinitionOf, resourceDefinitionsOf } from '../../src/App';

const RESOURCE_DEFINITIONS = resourceDefinitionsOf(APP_RESOURCES);

describe("the resources' definitions given to react-admin from the start", () => {
  it('has one for each resource of the registry', () => {
    expect(Object.keys(RESOURCE_DEFINITIONS).sort()).toEqual(APP_RESOURCES.map((r) => r.name).sort());
  });

  it('equals what react-admin registers from each <Resource>, so that its registration changes nothing', () => {
    for (const resource of APP_RESOURCES) {
      // react-admin makes the definition again from a new element on every registration
      expect(resourceDefinitionOf(resource)).toStrictEqual(RESOURCE_DEFINITIONS[resource.name]);
      expect(RESOURCE_DEFINITIONS[resource.name]).toMatchObject({
        name: resource.name,
        hasList: !!resource.list,
      });
    }
  });

  it("registers the records' own pages in react-admin's edit slot (/<name>/{id})", () => {
    for (const name of ['objects', 'applications', 'changelog-details']) {
      expect(RESOURCE_DEFINITIONS[name], name).toMatchObject({ hasEdit: true, hasShow: false });
    }
    // no custom :id route is left beside the slot
    for (const resource of APP_RESOURCES) {
      expect(resource.routes?.map((route) => route.path) ?? [], resource.name).not.toContain(':id');
    }
  });

  it('declares each sidepanel key once, the application panels and the messenger among them', () => {
    const keys = Object.keys(panelDefinitionsOf(APP_RESOURCES));
    expect(keys).toEqual(expect.arrayContaining(['ApplicationEdit', 'ApplicationOffer', 'Messenger']));
  });
});
