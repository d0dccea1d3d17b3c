template <bool wp_linear_contiguous>
static void integer_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_integer_s000001 *_wp_args,
    wp_args_integer_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_integer_s000001 wp_contiguous_args;
    wp_args_integer_s000001 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::int32);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.b.strides[0] = sizeof(wp::int32);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::int32);
        wp_contiguous_args.out.strides[0] = sizeof(wp::int32);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::int32);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::int32> var_a = _wp_args->a;
    wp::array_t<wp::int32> var_b = _wp_args->b;
    wp::array_t<wp::int32> var_out = _wp_args->out;
    wp::array_t<wp::int32> adj_a = _wp_adj_args->a;
    wp::array_t<wp::int32> adj_b = _wp_adj_args->b;
    wp::array_t<wp::int32> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::int32* var_1;
    const wp::int32 var_2 = 1;
    wp::int32 var_3;
    wp::int32 var_4;
    wp::int32* var_5;
    wp::int32 var_6;
    wp::int32 var_7;
    wp::int32* var_8;
    wp::int32 var_9;
    wp::int32 var_10;
    wp::int32* var_11;
    const wp::int32 var_12 = 25;
    bool var_13;
    wp::int32 var_14;
    wp::int32* var_15;
    wp::int32 var_16;
    wp::int32 var_17;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::int32 adj_1 = {};
    wp::int32 adj_2 = {};
    wp::int32 adj_3 = {};
    wp::int32 adj_4 = {};
    wp::int32 adj_5 = {};
    wp::int32 adj_6 = {};
    wp::int32 adj_7 = {};
    wp::int32 adj_8 = {};
    wp::int32 adj_9 = {};
    wp::int32 adj_10 = {};
    wp::int32 adj_11 = {};
    wp::int32 adj_12 = {};
    bool adj_13 = {};
    wp::int32 adj_14 = {};
    wp::int32 adj_15 = {};
    wp::int32 adj_16 = {};
    wp::int32 adj_17 = {};
    //---------
    // forward
    // def integer_s000001(                                                                   <L 7>
    // i = wp.tid()                                                                           <L 12>
    var_0 = builtin_tid1d();
    // x0 = a[i] + 1                                                                          <L 13>
    var_1 = wp::address(var_a, var_0);
    var_4 = wp::load(var_1);
    var_3 = wp::add(var_4, var_2);
    // x1 = x0 + b[i] + a[i]                                                                  <L 14>
    var_5 = wp::address(var_b, var_0);
    var_7 = wp::load(var_5);
    var_6 = wp::add(var_3, var_7);
    var_8 = wp::address(var_a, var_0);
    var_10 = wp::load(var_8);
    var_9 = wp::add(var_6, var_10);
    // out[i] = wp.where(a[i] >= 25, x1, a[i])                                                <L 15>
    var_11 = wp::address(var_a, var_0);
    var_14 = wp::load(var_11);
    var_13 = (var_14 >= var_12);
    var_15 = wp::address(var_a, var_0);
    var_17 = wp::load(var_15);
    var_16 = wp::where(var_13, var_9, var_17);
    // wp::array_store(var_out, var_0, var_16);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_16, adj_out, adj_0, adj_16);
    wp::adj_where(var_13, var_9, var_17, adj_13, adj_9, adj_15, adj_16);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_15);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_11);
    // adj: out[i] = wp.where(a[i] >= 25, x1, a[i])                                           <L 15>
    wp::adj_add(var_6, var_10, adj_6, adj_8, adj_9);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_8);
    wp::adj_add(var_3, var_7, adj_3, adj_5, adj_6);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_5);
    // adj: x1 = x0 + b[i] + a[i]                                                             <L 14>
    wp::adj_add(var_4, var_2, adj_1, adj_2, adj_3);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = a[i] + 1                                                                     <L 13>
    // adj: i = wp.tid()                                                                      <L 12>
    // adj: def integer_s000001(                                                              <L 7>
    return;
}