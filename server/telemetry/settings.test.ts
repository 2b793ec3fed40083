import { DEFAULT_SERVICE_NAME, readTracingSettings } from './settings';

describe('readTracingSettings', () => {
  it.each([
    [{}, null],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: '' }, null],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: '   ' }, null],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318' }, { endpoint: 'http://otel-collector:4318', serviceName: DEFAULT_SERVICE_NAME }],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: ' https://otlp.example.com ', OTEL_SERVICE_NAME: ' hickory-api-eu ' }, { endpoint: 'https://otlp.example.com', serviceName: 'hickory-api-eu' }],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_SERVICE_NAME: '' }, { endpoint: 'http://127.0.0.1:4318', serviceName: 'hickory-api' }],
  ])('reads %j as %j', (env, expected) => {
    expect(readTracingSettings(env)).toEqual(expected);
  });

  it.each(['otel-collector:4318', 'grpc://otel-collector:4317', 'not a url'])('refuses %s, naming the setting and an example', (endpoint) => {
    expect(() => readTracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint })).toThrow(
      `OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) address such as http://otel-collector:4318 (got "${endpoint}")`,
    );
  });
});
