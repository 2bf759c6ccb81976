package dev.sdkgen.engine.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.Engine;
import dev.sdkgen.engine.testing.Repo;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The names of each method's own types: resource-qualified where the short name is not unique (never
 * numbered then), the same whatever the order of the config, and the query of a method that sends a body
 * is {@code …Query} whether its body is inline or a reference.
 */
class MethodTypeNamesTest {
    @TempDir
    Path dir;

    private static String op(String verb, String body, String query) {
        return """
                    %s:
                %s%s      responses:
                        '200':
                          description: ok
                          content:
                            application/json:
                              schema:
                                type: object
                                properties:
                                  id: {type: string}
                """.formatted(verb, query.isEmpty() ? "" : """
                      parameters:
                        - {name: %s, in: query, schema: {type: string}}
                """.formatted(query), body.isEmpty() ? "" : """
                      requestBody:
                        content:
                          application/json:
                            schema: %s
                """.formatted(body));
    }

    private static final String INLINE = "{type: object, properties: {name: {type: string}}}";

    private SdkModel model(String resources) {
        String spec = "openapi: 3.0.3\ninfo: {title: T, version: 1.0.0}\npaths:\n"
                + "  /apple_pay/sessions:\n" + op("post", INLINE, "")
                + "  /checkout/sessions:\n" + op("post", INLINE, "expand")
                + "  /account:\n" + op("get", "", "expand")
                + "  /accounts:\n" + op("get", "", "limit") + op("post", "{$ref: '#/components/schemas/Account'}", "expand")
                + "  /customers/{id}/payment_methods:\n" + op("get", "", "limit")
                + "  /payment_methods:\n" + op("get", INLINE, "limit")
                + "components:\n  schemas:\n    Account: {type: object, properties: {id: {type: string}}}\n";
        Repo.in(dir).file("openapi.yaml", spec).file("sdkgen.yaml", Repo.config("openapi.yaml", resources));
        Engine.Validation v = Engine.validate(dir);
        assertTrue(v.ok(), v.report().toText());
        return v.model();
    }

    private static final String RESOURCES = """
            apple_pay:
              subresources:
                sessions:
                  methods:
                    create: post /apple_pay/sessions
            checkout:
              subresources:
                sessions:
                  methods:
                    create: post /checkout/sessions
            account:
              methods:
                retrieve: get /account
            accounts:
              methods:
                retrieve: get /accounts
                create: post /accounts
            customers:
              subresources:
                payment_methods:
                  methods:
                    list: get /customers/{id}/payment_methods
            payment_methods:
              methods:
                list: get /payment_methods
            """;

    private static Method method(SdkModel m, String path, String name) {
        Resource r = m.root();
        for (String part : path.split("\\.")) {
            r = r.subresources().stream().filter(s -> s.name().equals(part)).findFirst().orElseThrow();
        }
        return r.methods().stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
    }

    private static String bodyType(Method m) {
        return ((TypeRef.Named) m.body().type()).name();
    }

    @Test
    void resourceQualifiedWhereTheShortNameIsShared() {
        SdkModel m = model(RESOURCES);
        assertEquals("ApplePaySessionCreateParams", bodyType(method(m, "apple_pay.sessions", "create")));
        assertEquals("CheckoutSessionCreateParams", bodyType(method(m, "checkout.sessions", "create")));
        assertEquals("CheckoutSessionCreateQuery", method(m, "checkout.sessions", "create").paramsType());
        assertEquals("AccountRetrieveParams", method(m, "account", "retrieve").paramsType());
        assertEquals("AccountsRetrieveParams", method(m, "accounts", "retrieve").paramsType());
        assertEquals("AccountCreateQuery", method(m, "accounts", "create").paramsType(), "a $ref body: still …Query");
        assertEquals("CustomerPaymentMethodListParams", method(m, "customers.payment_methods", "list").paramsType());
        assertEquals("PaymentMethodListParams", method(m, "payment_methods", "list").paramsType());
        assertEquals("PaymentMethodListResponse", ((TypeRef.Named) method(m, "payment_methods", "list").success().type()).name());
        assertNull(method(m, "payment_methods", "list").body(), "a GET sends no body, so it has no type");
        for (TypeDef t : m.types()) {
            assertTrue(!t.name().matches(".*(Params|Query|Response)\\d+"), t.name());
        }
    }

    @Test
    void namesDoNotDependOnTheConfigOrder() {
        String reversed = RESOURCES.substring(RESOURCES.indexOf("payment_methods:\n  methods")) + "customers:\n"
                + RESOURCES.substring(RESOURCES.indexOf("  subresources:\n    payment_methods"), RESOURCES.indexOf("payment_methods:\n  methods"));
        SdkModel m = model(reversed);
        assertNotNull(m);
        assertEquals("CustomerPaymentMethodListParams", method(m, "customers.payment_methods", "list").paramsType());
        assertEquals("PaymentMethodListParams", method(m, "payment_methods", "list").paramsType());
    }
}
