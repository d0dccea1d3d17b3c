extern "C" __global__ void scalar_param_s000000_cuda_kernel_backward(
    wp::launch_bounds_t<2> dim,
    wp::array_t<wp::float32> var_a,
    wp::float32 var_s,
    wp::float32 var_t,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
    wp::float32 adj_s,
    wp::float32 adj_t,
    wp::array_t<wp::float32> adj_out)
{
    wp::tile_shared_storage_t tile_mem;

    for (size_t _idx = static_cast<size_t>(blockDim.x) * static_cast<size_t>(blockIdx.x) + static_cast<size_t>(threadIdx.x);
         _idx < dim.size;
         _idx += static_cast<size_t>(blockDim.x) * static_cast<size_t>(gridDim.x))
    {
            // reset shared memory allocator
        wp::tile_shared_storage_t::init();

        //---------
        // primal vars
        wp::int32 var_0;
        wp::int32 var_1;
        wp::float32* var_2;
        wp::float32 var_3;
        const wp::float32 var_4 = 1.0;
        wp::float32 var_5;
        wp::float32 var_6;
        wp::float32 var_7;
        wp::float32 var_8;
        const wp::float32 var_9 = 1.0;
        wp::float32 var_10;
        wp::float32 var_11;
        wp::float32 var_12;
        const wp::float32 var_13 = 1.0;
        wp::float32 var_14;
        wp::float32 var_15;
        wp::float32 var_16;
        const wp::float32 var_17 = 1.0;
        wp::float32 var_18;
        wp::float32 var_19;
        wp::float32 var_20;
        wp::float32* var_21;
        wp::float32 var_22;
        wp::float32 var_23;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::int32 adj_1 = {};
        wp::float32 adj_2 = {};
        wp::float32 adj_3 = {};
        wp::float32 adj_4 = {};
        wp::float32 adj_5 = {};
        wp::float32 adj_6 = {};
        wp::float32 adj_7 = {};
        wp::float32 adj_8 = {};
        wp::float32 adj_9 = {};
        wp::float32 adj_10 = {};
        wp::float32 adj_11 = {};
        wp::float32 adj_12 = {};
        wp::float32 adj_13 = {};
        wp::float32 adj_14 = {};
        wp::float32 adj_15 = {};
        wp::float32 adj_16 = {};
        wp::float32 adj_17 = {};
        wp::float32 adj_18 = {};
        wp::float32 adj_19 = {};
        wp::float32 adj_20 = {};
        wp::float32 adj_21 = {};
        wp::float32 adj_22 = {};
        wp::float32 adj_23 = {};
        //---------
        // forward
        // def scalar_param_s000000(                                                              <L 12>
        // i, j = wp.tid()                                                                        <L 18>
        builtin_tid2d(var_0, var_1);
        // x0 = a[i, j] / (wp.abs(t) + 1.0)                                                       <L 19>
        var_2 = wp::address(var_a, var_0, var_1);
        var_3 = wp::abs(var_t);
        var_5 = wp::add(var_3, var_4);
        var_7 = wp::load(var_2);
        var_6 = wp::div(var_7, var_5);
        // x1 = wp.log(wp.abs(x0 / (wp.abs(s) + 1.0)) + 1.0)                                      <L 20>
        var_8 = wp::abs(var_s);
        var_10 = wp::add(var_8, var_9);
        var_11 = wp::div(var_6, var_10);
        var_12 = wp::abs(var_11);
        var_14 = wp::add(var_12, var_13);
        var_15 = wp::log(var_14);
        // x2 = wp.tanh(x1 / (wp.abs(t) + 1.0))                                                   <L 21>
        var_16 = wp::abs(var_t);
        var_18 = wp::add(var_16, var_17);
        var_19 = wp::div(var_15, var_18);
        var_20 = wp::tanh(var_19);
        // out[i, j] = scalar_param_s000000_combine(x2, s, a[i, j])                               <L 22>
        var_21 = wp::address(var_a, var_0, var_1);
        var_23 = wp::load(var_21);
        var_22 = scalar_param_s000000_combine_0(var_20, var_s, var_23);
        // wp::array_store(var_out, var_0, var_1, var_22);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_1, var_22, adj_out, adj_0, adj_1, adj_22);
        adj_scalar_param_s000000_combine_0(var_20, var_s, var_23, adj_20, adj_s, adj_21, adj_22);
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_21);
        // adj: out[i, j] = scalar_param_s000000_combine(x2, s, a[i, j])                          <L 22>
        wp::adj_tanh(var_19, var_20, adj_19, adj_20);
        wp::adj_div(var_15, var_18, var_19, adj_15, adj_18, adj_19);
        wp::adj_add(var_16, var_17, adj_16, adj_17, adj_18);
        wp::adj_abs(var_t, adj_t, adj_16);
        // adj: x2 = wp.tanh(x1 / (wp.abs(t) + 1.0))                                              <L 21>
        wp::adj_log(var_14, adj_14, adj_15);
        wp::adj_add(var_12, var_13, adj_12, adj_13, adj_14);
        wp::adj_abs(var_11, adj_11, adj_12);
        wp::adj_div(var_6, var_10, var_11, adj_6, adj_10, adj_11);
        wp::adj_add(var_8, var_9, adj_8, adj_9, adj_10);
        wp::adj_abs(var_s, adj_s, adj_8);
        // adj: x1 = wp.log(wp.abs(x0 / (wp.abs(s) + 1.0)) + 1.0)                                 <L 20>
        wp::adj_div(var_7, var_5, var_6, adj_2, adj_5, adj_6);
        wp::adj_add(var_3, var_4, adj_3, adj_4, adj_5);
        wp::adj_abs(var_t, adj_t, adj_3);
        wp::adj_address(var_a, var_0, var_1, adj_a, adj_0, adj_1, adj_2);
        // adj: x0 = a[i, j] / (wp.abs(t) + 1.0)                                                  <L 19>
        // adj: i, j = wp.tid()                                                                   <L 18>
        // adj: def scalar_param_s000000(                                                         <L 12>
        continue;
    }
}