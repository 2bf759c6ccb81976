package dev.sdkgen.engine.ir;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * One SDK method: one mapped operation.
 *
 * @param name           the config name ({@code freeze_all})
 * @param httpMethod     lower case ({@code post})
 * @param path           the path template exactly as in the spec
 * @param operationId    the spec's operationId, or null
 * @param pathParams     in the order they appear in the path (outermost resource inward)
 * @param queryParams    in spec order
 * @param headerParams   in spec order (the API key header is not among them)
 * @param success        the success response (lowest 2xx, else 2XX/default); null when none is declared
 * @param errors         declared non-2xx responses
 * @param pagination     auto-pagination, or null
 * @param retriesEnabled false for {@code x-sdkgen-retries: {enabled: false}}
 * @param body           the request body the method sends, or null (none on GET and HEAD, nor on a DELETE
 *                       whose optional body declares no field)
 * @param paramsType     the type name reserved for this method's query and header parameters, for
 *                       languages that pass them as one value: {@code <Base>Params} ({@code AccountListParams})
 *                       in a method that sends no body, {@code <Base>Query} in one that does
 * @param serverUrl      the operation's own base URL (its {@code servers}, else its path item's; the first one,
 *                       variables at their defaults), or null to use the client's
 * @param cookieParams   cookie parameters, in spec order
 * @param security       the operation's security requirements, when not the client's primary scheme alone: the
 *                       alternatives in spec order, each the names of the schemes sent together (each the
 *                       {@link Auth#schemeName()} of {@link Client#auth()} or of one of {@link Client#schemes()});
 *                       an empty list sends no credentials; null (the common case) sends the primary scheme
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Method(
        String name,
        String httpMethod,
        String path,
        String operationId,
        List<Parameter> pathParams,
        List<Parameter> queryParams,
        List<Parameter> headerParams,
        RequestBody body,
        Response success,
        List<Response> errors,
        Pagination pagination,
        boolean retriesEnabled,
        Docs docs,
        boolean deprecated,
        String paramsType,
        String serverUrl,
        List<Parameter> cookieParams,
        List<List<String>> security) {

    /** A method that sends the client's primary scheme. */
    public Method(String name, String httpMethod, String path, String operationId, List<Parameter> pathParams,
            List<Parameter> queryParams, List<Parameter> headerParams, RequestBody body, Response success,
            List<Response> errors, Pagination pagination, boolean retriesEnabled, Docs docs, boolean deprecated,
            String paramsType, String serverUrl, List<Parameter> cookieParams) {
        this(name, httpMethod, path, operationId, pathParams, queryParams, headerParams, body, success, errors, pagination,
                retriesEnabled, docs, deprecated, paramsType, serverUrl, cookieParams, null);
    }

    public Method {
        security = security == null ? null : security.stream().map(List::copyOf).toList();
        cookieParams = List.copyOf(cookieParams);
        pathParams = List.copyOf(pathParams);
        queryParams = List.copyOf(queryParams);
        headerParams = List.copyOf(headerParams);
        errors = List.copyOf(errors);
    }

    /** As the contract prints operations: {@code get /accounts}. */
    @com.fasterxml.jackson.annotation.JsonIgnore
    public String operation() {
        return httpMethod + " " + path;
    }
}
