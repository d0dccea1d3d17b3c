template <bool wp_linear_contiguous>
static void float64_s000002_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_float64_s000002 *_wp_args,
    wp_args_float64_s000002 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_float64_s000002 wp_contiguous_args;
    wp_args_float64_s000002 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::vec_t<4, wp::float64>);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::vec_t<4, wp::float64>);
        wp_contiguous_args.b.strides[0] = sizeof(wp::vec_t<4, wp::float64>);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::vec_t<4, wp::float64>);
        wp_contiguous_args.out.strides[0] = sizeof(wp::vec_t<4, wp::float64>);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::vec_t<4, wp::float64>);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<4, wp::float64>> var_a = _wp_args->a;
    wp::array_t<wp::vec_t<4, wp::float64>> var_b = _wp_args->b;
    wp::array_t<wp::vec_t<4, wp::float64>> var_out = _wp_args->out;
    wp::array_t<wp::vec_t<4, wp::float64>> adj_a = _wp_adj_args->a;
    wp::array_t<wp::vec_t<4, wp::float64>> adj_b = _wp_adj_args->b;
    wp::array_t<wp::vec_t<4, wp::float64>> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<4, wp::float64>* var_1;
    wp::vec_t<4, wp::float64>* var_2;
    wp::float64 var_3;
    wp::vec_t<4, wp::float64> var_4;
    wp::vec_t<4, wp::float64> var_5;
    wp::float64 var_6;
    wp::vec_t<4, wp::float64>* var_7;
    wp::vec_t<4, wp::float64>* var_8;
    wp::vec_t<4, wp::float64> var_9;
    wp::vec_t<4, wp::float64> var_10;
    wp::vec_t<4, wp::float64> var_11;
    wp::vec_t<4, wp::float64> var_12;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<4, wp::float64> adj_1 = {};
    wp::vec_t<4, wp::float64> adj_2 = {};
    wp::float64 adj_3 = {};
    wp::vec_t<4, wp::float64> adj_4 = {};
    wp::vec_t<4, wp::float64> adj_5 = {};
    wp::float64 adj_6 = {};
    wp::vec_t<4, wp::float64> adj_7 = {};
    wp::vec_t<4, wp::float64> adj_8 = {};
    wp::vec_t<4, wp::float64> adj_9 = {};
    wp::vec_t<4, wp::float64> adj_10 = {};
    wp::vec_t<4, wp::float64> adj_11 = {};
    wp::vec_t<4, wp::float64> adj_12 = {};
    //---------
    // forward
    // def float64_s000002(                                                                   <L 7>
    // i = wp.tid()                                                                           <L 12>
    var_0 = builtin_tid1d();
    // x0 = wp.tanh(wp.dot(a[i], b[i])) * (a[i] - b[i])                                       <L 13>
    var_1 = wp::address(var_a, var_0);
    var_2 = wp::address(var_b, var_0);
    var_4 = wp::load(var_1);
    var_5 = wp::load(var_2);
    var_3 = wp::dot(var_4, var_5);
    var_6 = wp::tanh(var_3);
    var_7 = wp::address(var_a, var_0);
    var_8 = wp::address(var_b, var_0);
    var_10 = wp::load(var_7);
    var_11 = wp::load(var_8);
    var_9 = wp::sub(var_10, var_11);
    var_12 = wp::mul(var_6, var_9);
    // out[i] = x0                                                                            <L 14>
    // wp::array_store(var_out, var_0, var_12);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_12, adj_out, adj_0, adj_12);
    // adj: out[i] = x0                                                                       <L 14>
    wp::adj_mul(var_6, var_9, adj_6, adj_9, adj_12);
    wp::adj_sub(var_10, var_11, adj_7, adj_8, adj_9);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_8);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_7);
    wp::adj_tanh(var_3, var_6, adj_3, adj_6);
    wp::adj_dot(var_4, var_5, adj_1, adj_2, adj_3);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_2);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = wp.tanh(wp.dot(a[i], b[i])) * (a[i] - b[i])                                  <L 13>
    // adj: i = wp.tid()                                                                      <L 12>
    // adj: def float64_s000002(                                                              <L 7>
    return;
}