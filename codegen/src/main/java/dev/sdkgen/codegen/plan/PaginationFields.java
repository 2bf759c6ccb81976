package dev.sdkgen.codegen.plan;

import dev.sdkgen.engine.ir.Pagination;
import java.util.ArrayList;
import java.util.List;

/**
 * The string fields of a pagination spec that are set, by their {@code x-sdkgen-pagination} key
 * ({@code limit_param}), in the order the runtimes declare them; each language spells the key in its
 * case.
 */
public final class PaginationFields {
    private PaginationFields() {
    }

    /** A set field: its {@code x-sdkgen-pagination} key and value. */
    public record Field(String key, String value) {
    }

    public static List<Field> of(Pagination p) {
        Field[] all = {new Field("items", p.items()), new Field("limit_param", p.limitParam()),
            new Field("offset_param", p.offsetParam()), new Field("page_param", p.pageParam()),
            new Field("cursor_param", p.cursorParam()), new Field("cursor_field", p.cursorField()),
            new Field("has_more", p.hasMore()), new Field("total", p.total()), new Field("next_cursor", p.nextCursor()),
            new Field("done", p.done()), new Field("cursor_body", p.cursorBody())};
        List<Field> out = new ArrayList<>();
        for (Field f : all) {
            if (f.value() != null) {
                out.add(f);
            }
        }
        return out;
    }
}
