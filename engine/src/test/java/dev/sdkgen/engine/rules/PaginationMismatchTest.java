package dev.sdkgen.engine.rules;

import static dev.sdkgen.engine.testing.Blocks.assertNone;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.engine.diag.DiagnosticCode;
import dev.sdkgen.engine.ir.Pagination;
import dev.sdkgen.engine.testing.Blocks;
import dev.sdkgen.engine.testing.EngineTest;
import dev.sdkgen.engine.testing.Repo;
import org.junit.jupiter.api.Test;

class PaginationMismatchTest extends EngineTest {
    private void paginate(String extension) {
        String spec = edit(SPEC, "      operationId: listAccounts\n", "      operationId: listAccounts\n"
                + "      parameters:\n"
                + "        - {name: limit, in: query, schema: {type: integer}}\n"
                + "        - {name: starting_after, in: query, schema: {type: string}}\n"
                + extension.indent(6));
        repo().file("sdkgen.yaml", Repo.config("openapi.yaml", RESOURCES)).file("openapi.yaml", spec);
    }

    @Test
    void matchingPaginationIsGenerated() {
        paginate("x-sdkgen-pagination: {type: cursor, items: data, limit_param: limit, cursor_param: starting_after, cursor_field: id, has_more: has_more}");
        var v = run();
        assertNone(v.report().diagnostics(), DiagnosticCode.SDKGEN301);
        Pagination p = v.model().root().subresources().get(0).methods().get(0).pagination();
        assertNotNull(p);
        assertEquals(Pagination.Kind.CURSOR, p.type());
        assertEquals("Account", ((dev.sdkgen.engine.ir.TypeRef.Named) p.itemType()).name());
    }

    @Test
    void missingItemsAndHasMore() {
        paginate("x-sdkgen-pagination: {type: offset, items: results, offset_param: starting_after, has_more: more}");
        var v = run();
        var d = Blocks.of(v.report().diagnostics(), DiagnosticCode.SDKGEN301);
        assertEquals(2, d.size(), Blocks.render(d));
        assertEquals("""
                Warning: SDKGEN301 - Pagination configuration mismatch
                  Operation: get /accounts
                  Missing: items array 'results' in the response
                  Resource: accounts
                  Method: list
                  File: openapi.yaml
                  Line: 14""", d.get(0).render());
        assertEquals("  Missing: has_more property 'more' in the response", d.get(1).render().lines().toList().get(2));
        assertTrue(v.ok(), "a warning does not fail the build");
        assertNull(v.model().root().subresources().get(0).methods().get(0).pagination(), "generated without pagination");
    }

    @Test
    void missingQueryParameterAndUnknownType() {
        paginate("x-sdkgen-pagination: {type: pages, page_param: page}");
        var d = Blocks.of(diagnostics(), DiagnosticCode.SDKGEN301);
        assertEquals("  Missing: type (one of offset, page, cursor, link; found 'pages')", d.get(0).render().lines().toList().get(2));
        paginate("x-sdkgen-pagination: {type: page, page_param: p, total: total}");
        d = Blocks.of(diagnostics(), DiagnosticCode.SDKGEN301);
        assertEquals(2, d.size(), Blocks.render(d));
        assertEquals("  Missing: query parameter 'p'", d.get(0).render().lines().toList().get(2));
        assertEquals("  Missing: total property 'total' in the response", d.get(1).render().lines().toList().get(2));
    }
}
