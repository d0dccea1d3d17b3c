template <bool wp_linear_contiguous>
static void make_gather_scatter_s000002__locals__gather_scatter_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_make_gather_scatter_s000002__locals__gather_scatter_s000002 *_wp_args,
    wp_args_make_gather_scatter_s000002__locals__gather_scatter_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_make_gather_scatter_s000002__locals__gather_scatter_s000002 wp_contiguous_args;
    wp_args_make_gather_scatter_s000002__locals__gather_scatter_s000002 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.idx.strides[0] = sizeof(wp::int32);
        wp_contiguous_adj_args.idx.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::float32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::float32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::float32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::float32> var_a = _wp_args->a;
    wp::array_t<wp::int32> var_idx = _wp_args->idx;
    wp::array_t<wp::float32> var_b = _wp_args->b;
    wp::array_t<wp::float32> var_out = _wp_args->out;
    wp::array_t<wp::float32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::int32> adj_idx = _wp_adj_args->idx;
    wp::array_t<wp::float32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::float32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32* var_1;
    wp::int32 var_2;
    wp::float32* var_3;
    wp::float32* var_4;
    wp::float32 var_5;
    wp::float32 var_6;
    const wp::float32 var_7 = 1.0;
    wp::float32 var_8;
    wp::float32 var_9;
    wp::float32 var_10;
    wp::int32* var_11;
    wp::float32 var_12;
    wp::int32 var_13;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::float32 adj_3 = {};
    wp::float32 adj_4 = {};
    wp::float32 adj_5 = {};
    wp::float32 adj_6 = {};
    wp::float32 adj_7 = {};
    wp::float32 adj_8 = {};
    wp::float32 adj_9 = {};
    wp::float32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::float32 adj_12 = {};
    wp::int32 adj_13 = {};
    //---------
    // forward
    // def gather_scatter_s000002(                                                            <L 8>
    // i = wp.tid()                                                                           <L 14>
    var_0 = builtin_tid1d();
    // x0 = a[idx[i]] / (wp.abs(b[i]) + scale)                                                <L 15>
    var_1 = wp::address(var_idx, var_0);
    var_2 = wp::load(var_1);
    var_3 = wp::address(var_a, var_2);
    var_4 = wp::address(var_b, var_0);
    var_6 = wp::load(var_4);
    var_5 = wp::abs(var_6);
    var_8 = wp::add(var_5, var_7);
    var_10 = wp::load(var_3);
    var_9 = wp::div(var_10, var_8);
    // wp.atomic_add(out, idx[i], x0)                                                         <L 16>
    var_11 = wp::address(var_idx, var_0);
    var_13 = wp::load(var_11);
    // var_12 = wp::atomic_add(var_out, var_13, var_9);
    //---------
    // reverse
    wp::adj_atomic_add(var_out, var_13, var_9, adj_out, adj_11, adj_9, adj_12);
    wp::adj_address(var_idx, var_0, adj_idx, adj_0, adj_11);
    // adj: wp.atomic_add(out, idx[i], x0)                                                    <L 16>
    wp::adj_div(var_10, var_8, var_9, adj_3, adj_8, adj_9);
    wp::adj_add(var_5, var_7, adj_5, adj_7, adj_8);
    wp::adj_abs(var_6, adj_4, adj_5);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_4);
    wp::adj_address(var_a, var_2, adj_a, adj_2, adj_3);
    wp::adj_address(var_idx, var_0, adj_idx, adj_0, adj_1);
    // adj: x0 = a[idx[i]] / (wp.abs(b[i]) + scale)                                           <L 15>
    // adj: i = wp.tid()                                                                      <L 14>
    // adj: def gather_scatter_s000002(                                                       <L 8>
    return;
}