extern "C" __global__ void math_s000001_cuda_kernel_backward(
    wp::launch_bounds_t<1> dim,
    wp::array_t<wp::float32> var_a,
    wp::array_t<wp::float32> var_out,
    wp::array_t<wp::float32> adj_a,
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
        wp::float32* var_1;
        const wp::float32 var_2 = 0.25;
        bool var_3;
        wp::float32 var_4;
        wp::float32* var_5;
        const wp::float32 var_6 = 0.75;
        wp::float32 var_7;
        wp::float32 var_8;
        wp::float32* var_9;
        wp::float32 var_10;
        wp::float32 var_11;
        const wp::float32 var_12 = 1.0;
        wp::float32 var_13;
        wp::float32 var_14;
        wp::float32* var_15;
        wp::float32 var_16;
        wp::float32 var_17;
        wp::float32 var_18;
        const wp::float32 var_19 = 1.0;
        wp::float32 var_20;
        wp::float32 var_21;
        wp::float32 var_22;
        const wp::int32 var_23 = 1;
        wp::int32 var_24;
        wp::shape_t* var_25;
        const wp::int32 var_26 = 0;
        wp::int32 var_27;
        wp::shape_t var_28;
        wp::int32 var_29;
        wp::float32* var_30;
        wp::float32 var_31;
        wp::float32 var_32;
        //---------
        // dual vars
        wp::int32 adj_0 = {};
        wp::float32 adj_1 = {};
        wp::float32 adj_2 = {};
        bool adj_3 = {};
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
        wp::int32 adj_23 = {};
        wp::int32 adj_24 = {};
        wp::shape_t adj_25 = {};
        wp::int32 adj_26 = {};
        wp::int32 adj_27 = {};
        wp::shape_t adj_28 = {};
        wp::int32 adj_29 = {};
        wp::float32 adj_30 = {};
        wp::float32 adj_31 = {};
        wp::float32 adj_32 = {};
        //---------
        // forward
        // def math_s000001(                                                                      <L 19>
        // i = wp.tid()                                                                           <L 23>
        var_0 = builtin_tid1d();
        // if a[i] < wp.static(1.0 / 4.0):                                                        <L 24>
        var_1 = wp::address(var_a, var_0);
        var_4 = wp::load(var_1);
        var_3 = (var_4 < var_2);
        if (var_3) {
            // out[i] = a[i] * 0.75                                                               <L 25>
            var_5 = wp::address(var_a, var_0);
            var_8 = wp::load(var_5);
            var_7 = wp::mul(var_8, var_6);
            // wp::array_store(var_out, var_0, var_7);
            // return                                                                             <L 26>
            goto label0;
        }
        // x0 = wp.log(wp.abs(a[i]) + 1.0)                                                        <L 27>
        var_9 = wp::address(var_a, var_0);
        var_11 = wp::load(var_9);
        var_10 = wp::abs(var_11);
        var_13 = wp::add(var_10, var_12);
        var_14 = wp::log(var_13);
        // x1 = wp.cos(wp.log(wp.abs(wp.tanh(a[i])) + 1.0))                                       <L 28>
        var_15 = wp::address(var_a, var_0);
        var_17 = wp::load(var_15);
        var_16 = wp::tanh(var_17);
        var_18 = wp::abs(var_16);
        var_20 = wp::add(var_18, var_19);
        var_21 = wp::log(var_20);
        var_22 = wp::cos(var_21);
        // out[i] = math_s000001_combine(x0, x1, a[(i + 1) % a.shape[0]])                         <L 29>
        var_24 = wp::add(var_0, var_23);
        var_25 = &(var_a.shape);
        var_28 = wp::load(var_25);
        var_27 = wp::extract(var_28, var_26);
        var_29 = wp::mod(var_24, var_27);
        var_30 = wp::address(var_a, var_29);
        var_32 = wp::load(var_30);
        var_31 = math_s000001_combine_0(var_14, var_22, var_32);
        // wp::array_store(var_out, var_0, var_31);
        //---------
        // reverse
        wp::adj_array_store(var_out, var_0, var_31, adj_out, adj_0, adj_31);
        adj_math_s000001_combine_0(var_14, var_22, var_32, adj_14, adj_22, adj_30, adj_31);
        wp::adj_address(var_a, var_29, adj_a, adj_29, adj_30);
        wp::adj_mod(var_24, var_27, adj_24, adj_27, adj_29);
        adj_a.shape = adj_25;
        wp::adj_add(var_0, var_23, adj_0, adj_23, adj_24);
        // adj: out[i] = math_s000001_combine(x0, x1, a[(i + 1) % a.shape[0]])                    <L 29>
        wp::adj_cos(var_21, adj_21, adj_22);
        wp::adj_log(var_20, adj_20, adj_21);
        wp::adj_add(var_18, var_19, adj_18, adj_19, adj_20);
        wp::adj_abs(var_16, adj_16, adj_18);
        wp::adj_tanh(var_17, var_16, adj_15, adj_16);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_15);
        // adj: x1 = wp.cos(wp.log(wp.abs(wp.tanh(a[i])) + 1.0))                                  <L 28>
        wp::adj_log(var_13, adj_13, adj_14);
        wp::adj_add(var_10, var_12, adj_10, adj_12, adj_13);
        wp::adj_abs(var_11, adj_9, adj_10);
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_9);
        // adj: x0 = wp.log(wp.abs(a[i]) + 1.0)                                                   <L 27>
        if (var_3) {
            label0:;
            // adj: return                                                                        <L 26>
            wp::adj_array_store(var_out, var_0, var_7, adj_out, adj_0, adj_7);
            wp::adj_mul(var_8, var_6, adj_5, adj_6, adj_7);
            wp::adj_address(var_a, var_0, adj_a, adj_0, adj_5);
            // adj: out[i] = a[i] * 0.75                                                          <L 25>
        }
        wp::adj_address(var_a, var_0, adj_a, adj_0, adj_1);
        // adj: if a[i] < wp.static(1.0 / 4.0):                                                   <L 24>
        // adj: i = wp.tid()                                                                      <L 23>
        // adj: def math_s000001(                                                                 <L 19>
        continue;
    }
}