package dev.sdkgen.engine.testing;

import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.diag.Diagnostic;
import dev.sdkgen.engine.ir.Method;
import dev.sdkgen.engine.ir.SdkModel;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;

/** Base of the diagnostic tests: a repository in a temporary directory, validated by the engine. */
public abstract class EngineTest {
    /** A small valid spec: accounts (list, create, get) and cards (list, freeze). */
    public static final String SPEC = """
            openapi: 3.0.3
            info:
              title: Acme
              version: 1.0.0
            servers:
              - url: https://api.acme.test
            paths:
              /accounts:
                get:
                  operationId: listAccounts
                  responses:
                    '200':
                      description: ok
                      content:
                        application/json:
                          schema:
                            $ref: '#/components/schemas/AccountList'
                post:
                  operationId: createAccount
                  requestBody:
                    content:
                      application/json:
                        schema:
                          $ref: '#/components/schemas/Account'
                  responses:
                    '201':
                      description: created
              /accounts/{account_id}:
                get:
                  operationId: getAccount
                  parameters:
                    - name: account_id
                      in: path
                      required: true
                      schema:
                        type: string
                  responses:
                    '200':
                      description: ok
                      content:
                        application/json:
                          schema:
                            $ref: '#/components/schemas/Account'
            components:
              schemas:
                Account:
                  type: object
                  required: [id]
                  properties:
                    id:
                      type: string
                AccountList:
                  type: object
                  properties:
                    data:
                      type: array
                      items:
                        $ref: '#/components/schemas/Account'
                    has_more:
                      type: boolean
            """;

    /** Resources mapping every operation of {@link #SPEC}. */
    public static final String RESOURCES = """
            accounts:
              methods:
                list: get /accounts
                create: post /accounts
                get: get /accounts/{account_id}
            """;

    @TempDir
    protected Path dir;

    /** {@code text} with {@code from} replaced; fails when {@code from} is absent, so a fixture edit can never silently do nothing. */
    public static String edit(String text, String from, String to) {
        if (!text.contains(from)) {
            throw new IllegalArgumentException("fixture edit does not apply; not found:\n" + from);
        }
        return text.replace(from, to);
    }

    protected Repo repo() {
        return Repo.in(dir);
    }

    /** The config of {@link Repo#config} with {@code openapi.yaml} and {@link #RESOURCES}. */
    protected Repo validRepo() {
        return repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)).file("openapi.yaml", SPEC);
    }

    protected Engine.Validation run() {
        return Engine.validate(dir);
    }

    protected List<Diagnostic> diagnostics() {
        return run().report().diagnostics();
    }

    /** The model of a repository holding this spec and config, which must validate. */
    protected SdkModel model(String spec, String config) {
        repo().file("openapi.yaml", spec).file("sdkgen.yaml", config);
        SdkModel model = run().model();
        if (model == null) {
            throw new AssertionError("no model: " + diagnostics());
        }
        return model;
    }

    /** The method of that name on the model's first resource. */
    protected static Method method(SdkModel model, String name) {
        return model.root().subresources().get(0).methods().stream().filter(m -> m.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no method " + name));
    }
}
