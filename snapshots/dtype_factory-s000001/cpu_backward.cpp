template <bool wp_linear_contiguous>
static void make_dtype_factory_s000001__locals__dtype_factory_s000001_cpu_kernel_backward(
    wp::launch_bounds_t<1> dim,
    size_t task_index,
    wp_args_make_dtype_factory_s000001__locals__dtype_factory_s000001 *_wp_args,
    wp_args_make_dtype_factory_s000001__locals__dtype_factory_s000001 *_wp_adj_args)
{
    static constexpr bool wp_linear_tid = wp_linear_contiguous;
    wp_args_make_dtype_factory_s000001__locals__dtype_factory_s000001 wp_contiguous_args;
    wp_args_make_dtype_factory_s000001__locals__dtype_factory_s000001 wp_contiguous_adj_args;
    if constexpr (wp_linear_contiguous)
    {
        wp_contiguous_args = *_wp_args;
        wp_contiguous_adj_args = *_wp_adj_args;
        wp_contiguous_args.a.strides[0] = sizeof(wp::vec_t<2, wp::float32>);
        wp_contiguous_adj_args.a.strides[0] = sizeof(wp::vec_t<2, wp::float32>);
        wp_contiguous_args.b.strides[0] = sizeof(wp::vec_t<2, wp::float32>);
        wp_contiguous_adj_args.b.strides[0] = sizeof(wp::vec_t<2, wp::float32>);
        wp_contiguous_args.out.strides[0] = sizeof(wp::vec_t<2, wp::float32>);
        wp_contiguous_adj_args.out.strides[0] = sizeof(wp::vec_t<2, wp::float32>);
        _wp_args = &wp_contiguous_args;
        _wp_adj_args = &wp_contiguous_adj_args;
    }
    //---------
    // argument vars
    wp::array_t<wp::vec_t<2, wp::float32>> var_a = _wp_args->a;
    wp::array_t<wp::vec_t<2, wp::float32>> var_b = _wp_args->b;
    wp::float32 var_s = _wp_args->s;
    wp::array_t<wp::vec_t<2, wp::float32>> var_out = _wp_args->out;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_a = _wp_adj_args->a;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_b = _wp_adj_args->b;
    wp::float32 adj_s = _wp_adj_args->s;
    wp::array_t<wp::vec_t<2, wp::float32>> adj_out = _wp_adj_args->out;
    //---------
    // primal vars
    wp::int32 var_0;
    wp::vec_t<2, wp::float32>* var_1;
    wp::vec_t<2, wp::float32>* var_2;
    wp::vec_t<2, wp::float32> var_3;
    wp::vec_t<2, wp::float32> var_4;
    wp::vec_t<2, wp::float32> var_5;
    wp::vec_t<2, wp::float32> var_6;
    //---------
    // dual vars
    wp::int32 adj_0 = {};
    wp::vec_t<2, wp::float32> adj_1 = {};
    wp::vec_t<2, wp::float32> adj_2 = {};
    wp::vec_t<2, wp::float32> adj_3 = {};
    wp::vec_t<2, wp::float32> adj_4 = {};
    wp::vec_t<2, wp::float32> adj_5 = {};
    wp::vec_t<2, wp::float32> adj_6 = {};
    //---------
    // forward
    // def dtype_factory_s000001(                                                             <L 8>
    // i = wp.tid()                                                                           <L 14>
    var_0 = builtin_tid1d();
    // x0 = a[i] - b[i]                                                                       <L 15>
    var_1 = wp::address(var_a, var_0);
    var_2 = wp::address(var_b, var_0);
    var_4 = wp::load(var_1);
    var_5 = wp::load(var_2);
    var_3 = wp::sub(var_4, var_5);
    // x0 *= s                                                                                <L 16>
    var_6 = wp::mul(var_3, var_s);
    // out[i] = x0                                                                            <L 17>
    // wp::array_store(var_out, var_0, var_6);
    //---------
    // reverse
    wp::adj_array_store(var_out, var_0, var_6, adj_out, adj_0, adj_6);
    // adj: out[i] = x0                                                                       <L 17>
    wp::adj_mul(var_3, var_s, adj_3, adj_s, adj_6);
    // adj: x0 *= s                                                                           <L 16>
    wp::adj_sub(var_4, var_5, adj_1, adj_2, adj_3);
    wp::adj_address(var_b, var_0, adj_b, adj_0, adj_2);
    wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
    // adj: x0 = a[i] - b[i]                                                                  <L 15>
    // adj: i = wp.tid()                                                                      <L 14>
    // adj: def dtype_factory_s000001(                                                        <L 8>
    return;
}