template <bool wp_linear_contiguous>
static void half_s000000_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_half_s000000 *_wp_args,
    wp_args_half_s000000 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_half_s000000 wp_contiguous_args;
    wp_args_half_s000000 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::vec_t<4, wp::float16>);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::vec_t<4, wp::float16>);
        wp_contiguous_args.b.strides[0] = sizeof(wp::vec_t<4, wp::float16>);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::vec_t<4, wp::float16>);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float16);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float16);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<4, wp::float16>> var_a = _wp_args->a;
    wp::array_t<wp::vec_t<4, wp::float16>> var_b = _wp_args->b;
    wp::array_t<wp::float16> var_out = _wp_args->out;
    wp::array_t<wp::vec_t<4, wp::float16>> adj_a = _wp_adj_args->a;
    wp::array_t<wp::vec_t<4, wp::float16>> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float16> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<4, wp::float16>* var_1;
    wp::vec_t<4, wp::float16>* var_2;
    const wp::float32 var_3 = 2.0;
    wp::float16 var_4;
    wp::vec_t<4, wp::float16> var_5;
    wp::vec_t<4, wp::float16> var_6;
    wp::vec_t<4, wp::float16> var_7;
    wp::vec_t<4, wp::float16> var_8;
    wp::float16 var_9;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<4, wp::float16> adj_1 = {};
    wp::vec_t<4, wp::float16> adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float16 adj_4 = {};
    wp::vec_t<4, wp::float16> adj_5 = {};
    wp::vec_t<4, wp::float16> adj_6 = {};
    wp::vec_t<4, wp::float16> adj_7 = {};
    wp::vec_t<4, wp::float16> adj_8 = {};
    wp::float16 adj_9 = {};
    //---------
    // forward
    // def half_s000000(                                                                      <L 7>
    // i = wp.tid()                                                                           <L 12>
    var_0 = builtin_tid1d();
    // x0 = a[i] + b[i] * wp.float16(2.0)                                                     <L 13>
    var_1 = wp::address(var_a, var_0);
    var_2 = wp::address(var_b, var_0);
    var_4 = wp::float16(var_3);
    var_6 = wp::load(var_2);
    var_5 = wp::mul(var_6, var_4);
    var_8 = wp::load(var_1);
    var_7 = wp::add(var_8, var_5);
    // out[i] = wp.length(x0)                                                                 <L 14>
    var_9 = wp::length(var_7);
    // wp::array_store(var_out, var_0, var_9);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_9, adj_out, adj_0, adj_9);
    wp::adj_length(var_7, var_9, adj_7, adj_9);
    // adj: out[i] = wp.length(x0)                                                            <L 14>
    wp::adj_add(var_8, var_5, adj_1, adj_5, adj_7);
    wp::adj_mul(var_6, var_4, adj_2, adj_4, adj_5);
    wp::adj_float16(var_3, adj_3, adj_4);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_2);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = a[i] + b[i] * wp.float16(2.0)                                                <L 13>
    // adj: i = wp.tid()                                                                      <L 12>
    // adj: def half_s000000(                                                                 <L 7>
    return;
}